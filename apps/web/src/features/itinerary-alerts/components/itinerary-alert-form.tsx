import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import {
  ITINERARY_ALERT_SEVERITIES,
  type TItineraryAlert,
  type TItineraryAlertRequest,
  type TItineraryAlertSeverity,
} from '@portal/shared/contracts/itinerary-alerts';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useLocationOptions } from '../../../lib/catalogue-lookups';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

export const ITINERARY_ALERT_RULES = {
  title: 'required|length:120',
  message: 'required|length:2000',
  severity: 'required',
  startsOn: 'required|date',
  endsOn: 'required|date',
} as const satisfies TFieldRules;

const FIELDS = [...Object.keys(ITINERARY_ALERT_RULES), 'locationId', 'isActive'];

interface TAlertValues extends Record<string, unknown> {
  title: string;
  message: string;
  severity: string;
  locationId: string;
  startsOn: string;
  endsOn: string;
  isActive: boolean;
}

function toValues(alert: TItineraryAlert | null): TAlertValues {
  return {
    title: alert?.title ?? '',
    message: alert?.message ?? '',
    severity: alert?.severity ?? 'warning',
    locationId: alert?.locationId === null || !alert ? '' : String(alert.locationId),
    startsOn: alert?.startsOn ?? '',
    endsOn: alert?.endsOn ?? '',
    isActive: alert?.isActive ?? true,
  };
}

function isSeverity(value: string): value is TItineraryAlertSeverity {
  return (ITINERARY_ALERT_SEVERITIES as readonly string[]).includes(value);
}

/** An alert's notice, severity, place (or everywhere), dates and whether it is shown. */
export function ItineraryAlertForm({
  alert,
  submitLabel,
  onSubmit,
}: {
  alert: TItineraryAlert | null;
  submitLabel: string;
  onSubmit: (body: TItineraryAlertRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation('itinerary-alerts');
  const locations = useLocationOptions();
  const form = useRulesForm({ initialValues: toValues(alert), rules: ITINERARY_ALERT_RULES });

  return (
    <RulesForm
      form={form}
      onSubmit={async (values) => {
        if (values.endsOn < values.startsOn) {
          form.setServerErrors({ endsOn: [t('form.endsBeforeStart')] });
          return;
        }
        if (!isSeverity(values.severity)) return;
        await onSubmit({
          title: values.title.trim(),
          message: values.message.trim(),
          severity: values.severity,
          locationId: values.locationId === '' ? null : Number(values.locationId),
          startsOn: values.startsOn,
          endsOn: values.endsOn,
          isActive: values.isActive,
        });
      }}
    >
      <Stack gap="md" maw={800}>
        <FormErrorAlert error={form.submitError} fields={FIELDS} />
        <FormTextInput name="title" label={t('form.title')} maxLength={120} />
        <FormTextarea
          name="message"
          label={t('form.message')}
          description={t('form.messageHint')}

          rows={4}
          maxLength={2000}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormSelect
            name="severity"
            label={t('form.severity')}
            data={ITINERARY_ALERT_SEVERITIES.map((value) => ({
              value,
              label: t(`severities.${value}`),
            }))}
          />
          <FormSelect
            name="locationId"
            label={t('form.location')}
            description={t('form.locationHint')}
            data={locations.options}
            searchable
            clearable
          />
          <FormDateInput name="startsOn" label={t('form.startsOn')} />
          <FormDateInput name="endsOn" label={t('form.endsOn')} />
        </SimpleGrid>
        <FormCheckbox name="isActive" label={t('form.isActive')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
