import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TDayHeadersView } from '@portal/shared/contracts/itineraries';
import { MAX_DRIVING_NOTES_PER_DAY } from '@portal/shared/contracts/itineraries';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useDayHeaders } from '../api/get-day-headers';
import { useUpdateDayHeaders } from '../api/update-day-headers';
import {
  emptyDrivingNote,
  isCompleteNote,
  moveItem,
  toHeadersDraft,
  toHeadersRequest,
  type TDraftDrivingNote,
  type TDraftHeader,
} from './itinerary-draft';
import { fieldErrorOf, SaveErrorAlert } from './save-error-alert';

export function DayHeadersPage({ reference }: { reference: string }) {
  const { t } = useTranslation('itinerary-editor');
  const query = useDayHeaders(reference);
  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('common.loadFailed')}>
        {query.error.message}
      </Alert>
    );
  }
  // Keyed by the saved content: after a save the form starts again from what was stored.
  return <DayHeadersForm key={JSON.stringify(query.data.days)} view={query.data} />;
}

function DayHeadersForm({ view }: { view: TDayHeadersView }) {
  const { t } = useTranslation('itinerary-editor');
  const [days, setDays] = useState<TDraftHeader[]>(() => toHeadersDraft(view.days));
  const [incomplete, setIncomplete] = useState(false);
  const mutation = useUpdateDayHeaders(view.reference);
  const isReadOnly = !view.canEdit;
  const locationOptions = useMemo(
    () =>
      view.locations.map((location) => ({
        value: String(location.id),
        label: `${location.name} (${location.region})`,
      })),
    [view.locations],
  );

  const updateDay = (dayNumber: number, patch: Partial<TDraftHeader>) =>
    setDays((current) =>
      current.map((day) => (day.dayNumber === dayNumber ? { ...day, ...patch } : day)),
    );
  const updateNotes = (
    dayNumber: number,
    change: (notes: TDraftDrivingNote[]) => TDraftDrivingNote[],
  ) =>
    setDays((current) =>
      current.map((day) =>
        day.dayNumber === dayNumber ? { ...day, drivingNotes: change(day.drivingNotes) } : day,
      ),
    );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const isComplete = days.every((day) => day.drivingNotes.every(isCompleteNote));
    setIncomplete(!isComplete);
    if (!isComplete) return;
    mutation.mutate(
      { days: toHeadersRequest(days) },
      { onSuccess: () => notifications.show({ color: 'green', message: t('dayHeaders.saved') }) },
    );
  };

  return (
    <Stack gap="md">
      <Group gap="md">
        <Anchor component={Link} to={`/admin/client-files/${view.reference}`} size="sm">
          {t('common.backToFile', { reference: view.reference })}
        </Anchor>
        <Anchor component={Link} to={`/admin/client-files/itinerary/${view.reference}`} size="sm">
          {t('common.toItinerary')}
        </Anchor>
      </Group>
      <div>
        <Group gap="sm">
          <Title order={1}>{t('dayHeaders.title', { reference: view.reference })}</Title>
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
          {t('dayHeaders.intro')}
        </Text>
      </div>
      {isReadOnly ? (
        <Alert color="gray" title={t('common.readOnlyTitle')}>
          {t('common.readOnly')}
        </Alert>
      ) : null}
      <form onSubmit={handleSubmit} noValidate aria-label={t('dayHeaders.formLabel')}>
        <Stack gap="md">
          {days.map((day, dayIndex) => {
            const field = (name: string) =>
              fieldErrorOf(mutation.error, `days.${dayIndex}.${name}`);
            const dayLabel = t('common.day', { day: day.dayNumber, date: day.date });
            return (
              <Fieldset key={day.dayNumber} legend={dayLabel} disabled={isReadOnly}>
                <Stack gap="sm">
                  <TextInput
                    label={t('dayHeaders.dayTitle')}
                    value={day.title}
                    maxLength={200}
                    error={field('title')}
                    onChange={(event) =>
                      updateDay(day.dayNumber, { title: event.currentTarget.value })
                    }
                  />
                  <Textarea
                    label={t('dayHeaders.description')}
                    value={day.description}
                    rows={3}
                    maxLength={5000}
                    error={field('description')}
                    onChange={(event) =>
                      updateDay(day.dayNumber, { description: event.currentTarget.value })
                    }
                  />
                  <Select
                    label={t('dayHeaders.overnight')}
                    placeholder={t('dayHeaders.noOvernight')}
                    data={locationOptions}
                    searchable
                    clearable
                    value={day.overnightLocationId}
                    error={field('overnightLocationId')}
                    onChange={(value) => updateDay(day.dayNumber, { overnightLocationId: value })}
                  />
                  <DrivingNotesEditor
                    dayLabel={dayLabel}
                    notes={day.drivingNotes}
                    options={locationOptions}
                    isReadOnly={isReadOnly}
                    showIncomplete={incomplete}
                    errorOf={(noteIndex, name) => field(`drivingNotes.${noteIndex}.${name}`)}
                    onChange={(change) => updateNotes(day.dayNumber, change)}
                    defaultFrom={
                      days[dayIndex - 1]?.overnightLocationId ?? day.overnightLocationId ?? null
                    }
                  />
                </Stack>
              </Fieldset>
            );
          })}
          {incomplete ? (
            <Alert color="red" role="alert">
              {t('dayHeaders.incompleteNotes')}
            </Alert>
          ) : null}
          <SaveErrorAlert error={mutation.error} />
          {isReadOnly ? null : (
            <Group>
              <Button type="submit" loading={mutation.isPending}>
                {t('dayHeaders.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

interface TDrivingNotesEditorProps {
  dayLabel: string;
  notes: TDraftDrivingNote[];
  options: { value: string; label: string }[];
  isReadOnly: boolean;
  showIncomplete: boolean;
  defaultFrom: string | null;
  errorOf: (noteIndex: number, field: string) => string | undefined;
  onChange: (change: (notes: TDraftDrivingNote[]) => TDraftDrivingNote[]) => void;
}

function DrivingNotesEditor({
  dayLabel,
  notes,
  options,
  isReadOnly,
  showIncomplete,
  defaultFrom,
  errorOf,
  onChange,
}: TDrivingNotesEditorProps) {
  const { t } = useTranslation('itinerary-editor');
  const update = (index: number, patch: Partial<TDraftDrivingNote>) =>
    onChange((current) =>
      current.map((note, position) => (position === index ? { ...note, ...patch } : note)),
    );
  const missing = (isMissing: boolean) =>
    showIncomplete && isMissing ? t('dayHeaders.required') : undefined;

  return (
    <Stack gap="xs" role="group" aria-label={t('dayHeaders.drivingNotesOf', { day: dayLabel })}>
      <Text fw={500} size="sm">
        {t('dayHeaders.drivingNotes')}
      </Text>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dayHeaders.noDrivingNotes')}
        </Text>
      ) : null}
      {notes.map((note, index) => {
        const position = { number: index + 1 };
        return (
          <Group key={note.key} gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('dayHeaders.from')}
              data={options}
              searchable
              value={note.fromLocationId}
              error={errorOf(index, 'fromLocationId') ?? missing(note.fromLocationId === null)}
              onChange={(value) => update(index, { fromLocationId: value })}
              w={220}
            />
            <Select
              label={t('dayHeaders.to')}
              data={options}
              searchable
              value={note.toLocationId}
              error={errorOf(index, 'toLocationId') ?? missing(note.toLocationId === null)}
              onChange={(value) => update(index, { toLocationId: value })}
              w={220}
            />
            <NumberInput
              label={t('dayHeaders.km')}
              min={0}
              max={5000}
              allowDecimal={false}
              allowNegative={false}
              value={note.km}
              error={errorOf(index, 'km') ?? missing(note.km === '')}
              onChange={(value) => update(index, { km: value })}
              w={100}
            />
            <NumberInput
              label={t('dayHeaders.minutes')}
              min={0}
              max={6000}
              allowDecimal={false}
              allowNegative={false}
              value={note.minutes}
              error={errorOf(index, 'minutes') ?? missing(note.minutes === '')}
              onChange={(value) => update(index, { minutes: value })}
              w={110}
            />
            <TextInput
              label={t('dayHeaders.noteText')}
              value={note.notes}
              maxLength={1000}
              error={errorOf(index, 'notes')}
              onChange={(event) => update(index, { notes: event.currentTarget.value })}
              style={{ flex: 1, minWidth: 200 }}
            />
            {isReadOnly ? null : (
              <Group gap={4} pb={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('dayHeaders.noteUp', position)}
                  disabled={index === 0}
                  onClick={() => onChange((current) => moveItem(current, index, -1))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('dayHeaders.noteDown', position)}
                  disabled={index === notes.length - 1}
                  onClick={() => onChange((current) => moveItem(current, index, 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('dayHeaders.noteRemove', position)}
                  onClick={() =>
                    onChange((current) => current.filter((_, position) => position !== index))
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        );
      })}
      {isReadOnly ? null : (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={notes.length >= MAX_DRIVING_NOTES_PER_DAY}
            onClick={() => onChange((current) => [...current, emptyDrivingNote(defaultFrom)])}
          >
            {t('dayHeaders.addNote')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
