import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TCountryCode } from '@portal/shared/domain/pricing/codes';
import type { TLocation } from '@portal/shared/contracts/catalogue';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesField } from '../../../components/ui/use-rules-field';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useLocationOptions } from '../../../lib/catalogue-lookups';
import type { TCreateLocationBody } from '../api/save-location';
import { useCodeLabels } from '../hooks/use-code-labels';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

export const LOCATION_RULES = {
  code: 'required|min-length:2|length:20',
  name: 'required|length:160',
  region: 'required|length:120',
  country: 'required',
  latitude: 'required|numeric',
  longitude: 'required|numeric',
} as const satisfies TFieldRules;

const FIELDS = [...Object.keys(LOCATION_RULES), 'drivingNotes'] as const;

export interface TDrivingNoteRow {
  toLocationId: string;
  km: number | '';
  minutes: number | '';
  notes: string;
}

interface TLocationValues extends Record<string, unknown> {
  code: string;
  name: string;
  region: string;
  country: string;
  latitude: number | '';
  longitude: number | '';
  drivingNotes: TDrivingNoteRow[];
}

function toValues(location: TLocation | null): TLocationValues {
  return {
    code: location?.code ?? '',
    name: location?.name ?? '',
    region: location?.region ?? '',
    country: location?.country ?? '',
    latitude: location?.latitude ?? '',
    longitude: location?.longitude ?? '',
    drivingNotes: (location?.drivingNotes ?? []).map((note) => ({
      toLocationId: String(note.toLocationId),
      km: note.km,
      minutes: note.minutes,
      notes: note.notes,
    })),
  };
}

/** A driving note needs the place it leads to and whole, non-negative distance and time. */
export function isCompleteDrivingNote(row: TDrivingNoteRow): boolean {
  return (
    row.toLocationId !== '' &&
    typeof row.km === 'number' &&
    Number.isInteger(row.km) &&
    row.km >= 0 &&
    typeof row.minutes === 'number' &&
    Number.isInteger(row.minutes) &&
    row.minutes >= 0
  );
}

function toBody(values: TLocationValues): TCreateLocationBody {
  return {
    code: values.code.trim().toUpperCase(),
    name: values.name.trim(),
    region: values.region.trim(),
    country: values.country as TCountryCode,
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    drivingNotes: values.drivingNotes.map((row) => ({
      toLocationId: Number(row.toLocationId),
      km: Number(row.km),
      minutes: Number(row.minutes),
      notes: row.notes.trim(),
    })),
  };
}

function DrivingNotesField({ locationId, label }: { locationId: number | null; label: string }) {
  const { t } = useTranslation('catalogue');
  const field = useRulesField({ name: 'drivingNotes' }, label);
  const locations = useLocationOptions();
  const rows = Array.isArray(field.value) ? (field.value as TDrivingNoteRow[]) : [];
  const options = locations.options.filter((option) => option.value !== String(locationId));
  const update = (index: number, patch: Partial<TDrivingNoteRow>) =>
    field.setValue(rows.map((row, position) => (position === index ? { ...row, ...patch } : row)));

  return (
    <Input.Wrapper
      label={label}
      description={t('locationForm.drivingNotesHint')}
      error={field.error}
    >
      <Stack gap="xs" mt="xs">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('locationForm.noDrivingNotes')}
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('locationForm.toLocation')}
              data={options}
              searchable
              value={row.toLocationId || null}
              onChange={(value) => update(index, { toLocationId: value ?? '' })}
              w={260}
            />
            <NumberInput
              label={t('locationForm.km')}
              min={0}
              max={5000}
              allowDecimal={false}
              value={row.km}
              onChange={(value) => update(index, { km: typeof value === 'number' ? value : '' })}
              w={100}
            />
            <NumberInput
              label={t('locationForm.minutes')}
              min={0}
              max={6000}
              allowDecimal={false}
              value={row.minutes}
              onChange={(value) =>
                update(index, { minutes: typeof value === 'number' ? value : '' })
              }
              w={110}
            />
            <TextInput
              label={t('locationForm.notes')}
              value={row.notes}
              maxLength={1000}
              onChange={(event) => update(index, { notes: event.currentTarget.value })}
              style={{ flex: 1, minWidth: 200 }}
            />
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={t('locationForm.removeDrivingNote', { number: index + 1 })}
              onClick={() => field.commit(rows.filter((_, position) => position !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              field.setValue([...rows, { toLocationId: '', km: '', minutes: '', notes: '' }])
            }
          >
            {t('locationForm.addDrivingNote')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

export function LocationForm({
  location,
  onSubmit,
  submitLabel,
  readOnly = false,
}: {
  location: TLocation | null;
  onSubmit: (body: TCreateLocationBody) => Promise<unknown>;
  submitLabel: string;
  /** For users who may see the catalogue but not change it. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const codes = useCodeLabels();
  const form = useRulesForm({ initialValues: toValues(location), rules: LOCATION_RULES });
  const label = (field: (typeof FIELDS)[number]) => t(`locationForm.${field}`);

  return (
    <RulesForm
      form={form}
      onSubmit={async (values) => {
        if (!values.drivingNotes.every(isCompleteDrivingNote)) {
          form.setServerErrors({ drivingNotes: [t('locationForm.drivingNoteIncomplete')] });
          return;
        }
        await onSubmit(toBody(values));
      }}
    >
      <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
        <Stack gap="md" maw={900}>
          <FormErrorAlert error={form.submitError} fields={FIELDS} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextInput name="code" label={label('code')} autoComplete="off" />
            <FormTextInput name="name" label={label('name')} />
            <FormTextInput name="region" label={label('region')} />
            <FormSelect name="country" label={label('country')} data={codes.countries} />
            <FormNumberInput
              name="latitude"
              label={label('latitude')}
              min={-90}
              max={90}
              decimalScale={6}
            />
            <FormNumberInput
              name="longitude"
              label={label('longitude')}
              min={-180}
              max={180}
              decimalScale={6}
            />
          </SimpleGrid>
          <DrivingNotesField locationId={location?.id ?? null} label={label('drivingNotes')} />
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={form.isSubmitting}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </RulesForm>
  );
}
