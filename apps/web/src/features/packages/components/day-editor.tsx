import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  List,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconPlus,
  IconRowInsertBottom,
  IconTrash,
} from '@tabler/icons-react';
import { ACCOMMODATION_CLASSES } from '@portal/shared/domain/pricing/codes';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLocationOption } from '../../../lib/catalogue-lookups';
import {
  MAX_DAYS,
  MAX_DRIVING_NOTES_PER_DAY,
  MAX_SERVICES_PER_DAY,
  MIN_DAYS,
  type TDayDraft,
  type TDayIssue,
  type TDaysAction,
} from '../hooks/package-days';
import { AccommodationPicker } from './accommodation-picker';
import { ProductPicker } from './product-picker';

interface TDayCardProps {
  day: TDayDraft;
  index: number;
  dayCount: number;
  issues: TDayIssue[];
  locations: TLocationOption[];
  dispatch: Dispatch<TDaysAction>;
}

function DayCard({ day, index, dayCount, issues, locations, dispatch }: TDayCardProps) {
  const { t } = useTranslation('packages');
  const dayNumber = index + 1;
  const isLastDay = index === dayCount - 1;
  const headingId = `package-day-${day.key}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={3} id={headingId}>
              {t('editor.dayHeading', { day: dayNumber })}
            </Title>
            {isLastDay ? (
              <Badge variant="light" color="gray">
                {t('editor.lastDay')}
              </Badge>
            ) : null}
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('editor.moveDayUp', { day: dayNumber })}
              disabled={index === 0}
              onClick={() => dispatch({ type: 'moveDay', index, offset: -1 })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('editor.moveDayDown', { day: dayNumber })}
              disabled={isLastDay}
              onClick={() => dispatch({ type: 'moveDay', index, offset: 1 })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('editor.insertDayAfter', { day: dayNumber })}
              disabled={dayCount >= MAX_DAYS}
              onClick={() => dispatch({ type: 'insertDay', index: index + 1 })}
            >
              <IconRowInsertBottom size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('editor.removeDay', { day: dayNumber })}
              disabled={dayCount <= MIN_DAYS}
              onClick={() => dispatch({ type: 'removeDay', index })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {issues.length > 0 ? (
          <Alert color="red" p="xs" role="alert">
            <List size="sm">
              {issues.map((issue) => (
                <List.Item key={`${issue.key}-${JSON.stringify(issue.params)}`}>
                  {t(issue.key, issue.params)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('editor.title', { day: dayNumber })}
            description={t('editor.titleHint')}
            withAsterisk
            maxLength={160}
            value={day.title}
            onChange={(event) =>
              dispatch({ type: 'updateDay', index, patch: { title: event.currentTarget.value } })
            }
          />
          <Select
            label={t('editor.overnight', { day: dayNumber })}
            description={isLastDay ? t('editor.lastDayHint') : t('editor.overnightHint')}
            data={locations}
            searchable
            clearable
            value={day.overnightLocationId === null ? null : String(day.overnightLocationId)}
            onChange={(value) =>
              dispatch({ type: 'setOvernight', index, locationId: value ? Number(value) : null })
            }
          />
        </SimpleGrid>
        <Textarea
          label={t('editor.description', { day: dayNumber })}
          rows={2}
          maxLength={4000}
          value={day.description}
          onChange={(event) =>
            dispatch({
              type: 'updateDay',
              index,
              patch: { description: event.currentTarget.value },
            })
          }
        />
        {isLastDay ? null : (
          <>
            <Divider label={t('editor.accommodation')} labelPosition="left" />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {ACCOMMODATION_CLASSES.map((accommodationClass) => (
                <AccommodationPicker
                  key={accommodationClass}
                  label={t('editor.accommodationFor', {
                    day: dayNumber,
                    class: t(`codes.classes.${accommodationClass}`, { ns: 'catalogue' }),
                  })}
                  locationId={day.overnightLocationId}
                  accommodationClass={accommodationClass}
                  value={day.accommodation[accommodationClass] ?? null}
                  disabled={false}
                  onChange={(productId) =>
                    dispatch({ type: 'setAccommodation', index, accommodationClass, productId })
                  }
                />
              ))}
            </SimpleGrid>
          </>
        )}
        <Divider label={t('editor.services')} labelPosition="left" />
        {day.services.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('editor.noServices')}
          </Text>
        ) : null}
        {day.services.map((service, serviceIndex) => {
          const position = serviceIndex + 1;
          return (
            <Group key={service.key} gap="xs" align="flex-end" wrap="wrap">
              <ProductPicker
                label={t('editor.serviceProduct', { day: dayNumber, service: position })}
                value={service.productId}
                onChange={(productId) =>
                  dispatch({ type: 'updateService', index, serviceIndex, patch: { productId } })
                }
                style={{ flex: 2, minWidth: 280 }}
              />
              <NumberInput
                label={t('editor.spanDays')}
                min={1}
                max={60}
                allowDecimal={false}
                value={service.spanDays}
                onChange={(value) =>
                  dispatch({
                    type: 'updateService',
                    index,
                    serviceIndex,
                    patch: { spanDays: typeof value === 'number' && value >= 1 ? value : 1 },
                  })
                }
                w={90}
              />
              <TextInput
                label={t('editor.startTime')}
                placeholder="0930"
                maxLength={4}
                inputMode="numeric"
                value={service.startTime}
                onChange={(event) =>
                  dispatch({
                    type: 'updateService',
                    index,
                    serviceIndex,
                    patch: { startTime: event.currentTarget.value },
                  })
                }
                w={90}
              />
              <TextInput
                label={t('editor.endTime')}
                placeholder="1700"
                maxLength={4}
                inputMode="numeric"
                value={service.endTime}
                onChange={(event) =>
                  dispatch({
                    type: 'updateService',
                    index,
                    serviceIndex,
                    patch: { endTime: event.currentTarget.value },
                  })
                }
                w={90}
              />
              <TextInput
                label={t('editor.serviceNotes')}
                maxLength={1000}
                value={service.notes}
                onChange={(event) =>
                  dispatch({
                    type: 'updateService',
                    index,
                    serviceIndex,
                    patch: { notes: event.currentTarget.value },
                  })
                }
                style={{ flex: 1, minWidth: 160 }}
              />
              <Group gap={4} wrap="nowrap" pb={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('editor.moveServiceUp', { day: dayNumber, service: position })}
                  disabled={serviceIndex === 0}
                  onClick={() => dispatch({ type: 'moveService', index, serviceIndex, offset: -1 })}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('editor.moveServiceDown', { day: dayNumber, service: position })}
                  disabled={serviceIndex === day.services.length - 1}
                  onClick={() => dispatch({ type: 'moveService', index, serviceIndex, offset: 1 })}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('editor.removeService', { day: dayNumber, service: position })}
                  onClick={() => dispatch({ type: 'removeService', index, serviceIndex })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={day.services.length >= MAX_SERVICES_PER_DAY}
            onClick={() => dispatch({ type: 'addService', index })}
          >
            {t('editor.addService', { day: dayNumber })}
          </Button>
        </Group>
        <Divider label={t('editor.drivingNotes')} labelPosition="left" />
        {day.drivingNotes.map((note, noteIndex) => {
          const position = noteIndex + 1;
          return (
            <Group key={note.key} gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={t('editor.driveFrom')}
                data={locations}
                searchable
                value={note.fromLocationId === null ? null : String(note.fromLocationId)}
                onChange={(value) =>
                  dispatch({
                    type: 'updateDrivingNote',
                    index,
                    noteIndex,
                    patch: { fromLocationId: value ? Number(value) : null },
                  })
                }
                w={220}
              />
              <Select
                label={t('editor.driveTo')}
                data={locations}
                searchable
                value={note.toLocationId === null ? null : String(note.toLocationId)}
                onChange={(value) =>
                  dispatch({
                    type: 'updateDrivingNote',
                    index,
                    noteIndex,
                    patch: { toLocationId: value ? Number(value) : null },
                  })
                }
                w={220}
              />
              <NumberInput
                label={t('editor.km')}
                min={0}
                max={5000}
                allowDecimal={false}
                value={note.km}
                onChange={(value) =>
                  dispatch({
                    type: 'updateDrivingNote',
                    index,
                    noteIndex,
                    patch: { km: typeof value === 'number' ? value : '' },
                  })
                }
                w={90}
              />
              <NumberInput
                label={t('editor.minutes')}
                min={0}
                max={6000}
                allowDecimal={false}
                value={note.minutes}
                onChange={(value) =>
                  dispatch({
                    type: 'updateDrivingNote',
                    index,
                    noteIndex,
                    patch: { minutes: typeof value === 'number' ? value : '' },
                  })
                }
                w={100}
              />
              <TextInput
                label={t('editor.driveNotes')}
                maxLength={1000}
                value={note.notes}
                onChange={(event) =>
                  dispatch({
                    type: 'updateDrivingNote',
                    index,
                    noteIndex,
                    patch: { notes: event.currentTarget.value },
                  })
                }
                style={{ flex: 1, minWidth: 160 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={t('editor.removeDrivingNote', { day: dayNumber, note: position })}
                onClick={() => dispatch({ type: 'removeDrivingNote', index, noteIndex })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={day.drivingNotes.length >= MAX_DRIVING_NOTES_PER_DAY}
            onClick={() => dispatch({ type: 'addDrivingNote', index })}
          >
            {t('editor.addDrivingNote', { day: dayNumber })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The day-by-day editor: each day's header and description, where the travellers sleep and the
 * hotel of each class there, the day's services in order and the drives between places.
 */
export function DayEditor({
  days,
  dispatch,
  issues,
  locations,
}: {
  days: TDayDraft[];
  dispatch: Dispatch<TDaysAction>;
  issues: TDayIssue[];
  locations: TLocationOption[];
}) {
  const { t } = useTranslation('packages');
  const packageIssues = issues.filter((issue) => issue.dayIndex === null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">
          {t('editor.summary', {
            days: t('editor.summaryDays', { count: days.length }),
            nights: t('editor.summaryNights', { count: Math.max(days.length - 1, 0) }),
          })}
        </Text>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={days.length >= MAX_DAYS}
          onClick={() => dispatch({ type: 'insertDay', index: days.length })}
        >
          {t('editor.addDay')}
        </Button>
      </Group>
      {packageIssues.map((issue) => (
        <Alert key={issue.key} color="red" role="alert">
          {t(issue.key, issue.params)}
        </Alert>
      ))}
      {days.map((day, index) => (
        <DayCard
          key={day.key}
          day={day}
          index={index}
          dayCount={days.length}
          issues={issues.filter((issue) => issue.dayIndex === index)}
          locations={locations}
          dispatch={dispatch}
        />
      ))}
    </Stack>
  );
}
