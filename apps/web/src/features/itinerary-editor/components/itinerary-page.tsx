import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { TItineraryView } from '@portal/shared/contracts/itineraries';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useItinerary } from '../api/get-itinerary';
import { useUpdateItinerary } from '../api/update-itinerary';
import {
  moveLineToDay,
  moveLineWithinDay,
  requestIndexOf,
  toItineraryDraft,
  toItineraryRequest,
  updateDraftLine,
  type TDraftDay,
  type TTimeErrors,
} from './itinerary-draft';
import { fieldErrorOf, SaveErrorAlert } from './save-error-alert';

export function ItineraryPage({ reference }: { reference: string }) {
  const { t } = useTranslation('itinerary-editor');
  const query = useItinerary(reference);
  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('common.loadFailed')}>
        {query.error.message}
      </Alert>
    );
  }
  // Keyed by the saved content: after a save the form starts again from what was stored.
  return <ItineraryForm key={JSON.stringify(query.data.days)} view={query.data} />;
}

function ItineraryForm({ view }: { view: TItineraryView }) {
  const { t } = useTranslation('itinerary-editor');
  const [days, setDays] = useState<TDraftDay[]>(() => toItineraryDraft(view));
  const [timeErrors, setTimeErrors] = useState<TTimeErrors>({});
  const mutation = useUpdateItinerary(view.reference);
  const isReadOnly = !view.canEdit;
  const lineCount = days.reduce((total, day) => total + day.lines.length, 0);
  const dayOptions = useMemo(
    () =>
      days.map((day) => ({
        value: String(day.dayNumber),
        label: t('common.day', { day: day.dayNumber, date: day.date }),
      })),
    [days, t],
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = toItineraryRequest(days);
    if ('timeErrors' in outcome) {
      setTimeErrors(outcome.timeErrors);
      return;
    }
    setTimeErrors({});
    mutation.mutate(outcome.request, {
      onSuccess: () => notifications.show({ color: 'green', message: t('itinerary.saved') }),
    });
  };

  return (
    <Stack gap="md">
      <Group gap="md">
        <Anchor component={Link} to={`/admin/client-files/${view.reference}`} size="sm">
          {t('common.backToFile', { reference: view.reference })}
        </Anchor>
        <Anchor component={Link} to={`/admin/client-files/day-headers/${view.reference}`} size="sm">
          {t('common.toDayHeaders')}
        </Anchor>
      </Group>
      <div>
        <Group gap="sm">
          <Title order={1}>{t('itinerary.title', { reference: view.reference })}</Title>
          <StatusBadge status={view.status} />
        </Group>
        <Text c="dimmed">
          {t('common.trip', {
            name: view.bookingName,
            from: view.travelDate,
            to: view.endDate,
            days: view.dayCount,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('itinerary.intro')}
        </Text>
      </div>
      {isReadOnly ? (
        <Alert color="gray" title={t('common.readOnlyTitle')}>
          {t('common.readOnly')}
        </Alert>
      ) : null}
      <form onSubmit={handleSubmit} noValidate aria-label={t('itinerary.formLabel')}>
        <Stack gap="lg">
          {days.map((day) => {
            const dayLabel = t('common.day', { day: day.dayNumber, date: day.date });
            return (
              <section key={day.dayNumber} aria-label={dayLabel}>
                <Title order={2} size="h4" mb="xs">
                  {day.title ? `${dayLabel} · ${day.title}` : dayLabel}
                </Title>
                {day.lines.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('itinerary.noServices')}
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={900}>
                    <Table
                      verticalSpacing="xs"
                      aria-label={t('itinerary.servicesOf', { day: dayLabel })}
                    >
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('itinerary.order')}</Table.Th>
                          <Table.Th>{t('itinerary.service')}</Table.Th>
                          <Table.Th>{t('itinerary.day')}</Table.Th>
                          <Table.Th>{t('itinerary.start')}</Table.Th>
                          <Table.Th>{t('itinerary.end')}</Table.Th>
                          <Table.Th>{t('itinerary.text')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {day.lines.map((draft, index) => {
                          const { line } = draft;
                          const requestIndex = requestIndexOf(days, line.id);
                          const serverError = (field: string) =>
                            fieldErrorOf(mutation.error, `lines.${requestIndex}.${field}`);
                          const names = { name: line.name };
                          return (
                            <Table.Tr key={line.id}>
                              <Table.Td>
                                <Group gap={4} wrap="nowrap">
                                  <ActionIcon
                                    variant="subtle"
                                    aria-label={t('itinerary.up', names)}
                                    disabled={isReadOnly || index === 0}
                                    onClick={() =>
                                      setDays((current) =>
                                        moveLineWithinDay(current, day.dayNumber, index, -1),
                                      )
                                    }
                                  >
                                    <IconArrowUp size={16} />
                                  </ActionIcon>
                                  <ActionIcon
                                    variant="subtle"
                                    aria-label={t('itinerary.down', names)}
                                    disabled={isReadOnly || index === day.lines.length - 1}
                                    onClick={() =>
                                      setDays((current) =>
                                        moveLineWithinDay(current, day.dayNumber, index, 1),
                                      )
                                    }
                                  >
                                    <IconArrowDown size={16} />
                                  </ActionIcon>
                                </Group>
                              </Table.Td>
                              <Table.Td>
                                <Text size="sm" fw={500}>
                                  {line.name}
                                </Text>
                                <Group gap="xs">
                                  <Text size="xs" c="dimmed">
                                    {line.supplierName}
                                  </Text>
                                  <StatusBadge status={line.status} size="xs" />
                                </Group>
                              </Table.Td>
                              <Table.Td>
                                <Select
                                  aria-label={t('itinerary.dayOf', names)}
                                  data={dayOptions}
                                  value={String(day.dayNumber)}
                                  allowDeselect={false}
                                  disabled={isReadOnly || !line.canMove}
                                  title={line.canMove ? undefined : t('itinerary.cannotMove')}
                                  error={serverError('dayNumber')}
                                  onChange={(value) => {
                                    if (value !== null) {
                                      setDays((current) =>
                                        moveLineToDay(current, line.id, Number(value)),
                                      );
                                    }
                                  }}
                                  w={190}
                                />
                              </Table.Td>
                              <Table.Td>
                                <TextInput
                                  aria-label={t('itinerary.startOf', names)}
                                  placeholder="HH:MM"
                                  value={draft.startTime}
                                  disabled={isReadOnly}
                                  error={
                                    serverError('startTime') ??
                                    (timeErrors[line.id]?.startTime
                                      ? t('itinerary.badTime')
                                      : undefined)
                                  }
                                  onChange={(event) => {
                                    const value = event.currentTarget.value;
                                    setDays((current) =>
                                      updateDraftLine(current, line.id, { startTime: value }),
                                    );
                                  }}
                                  w={90}
                                />
                              </Table.Td>
                              <Table.Td>
                                <TextInput
                                  aria-label={t('itinerary.endOf', names)}
                                  placeholder="HH:MM"
                                  value={draft.endTime}
                                  disabled={isReadOnly}
                                  error={
                                    serverError('endTime') ??
                                    (timeErrors[line.id]?.endTime
                                      ? t('itinerary.badTime')
                                      : undefined)
                                  }
                                  onChange={(event) => {
                                    const value = event.currentTarget.value;
                                    setDays((current) =>
                                      updateDraftLine(current, line.id, { endTime: value }),
                                    );
                                  }}
                                  w={90}
                                />
                              </Table.Td>
                              <Table.Td>
                                <Textarea
                                  aria-label={t('itinerary.textOf', names)}
                                  value={draft.remarks}
                                  rows={2}
                                  maxLength={2000}
                                  disabled={isReadOnly}
                                  error={serverError('remarks')}
                                  onChange={(event) => {
                                    const value = event.currentTarget.value;
                                    setDays((current) =>
                                      updateDraftLine(current, line.id, { remarks: value }),
                                    );
                                  }}
                                  miw={220}
                                />
                              </Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </section>
            );
          })}
          {Object.keys(timeErrors).length > 0 ? (
            <Alert color="red" role="alert">
              {t('itinerary.fixTimes')}
            </Alert>
          ) : null}
          <SaveErrorAlert error={mutation.error} />
          {isReadOnly || lineCount === 0 ? null : (
            <Group>
              <Button type="submit" loading={mutation.isPending}>
                {t('itinerary.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
