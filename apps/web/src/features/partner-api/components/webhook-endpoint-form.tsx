import { Button, Group, Stack, Switch } from '@mantine/core';
import {
  WEBHOOK_EVENT_TYPES,
  ZWebhookEndpointRequest,
  type TWebhookEndpoint,
  type TWebhookEndpointRequestInput,
  type TWebhookEventType,
} from '@portal/shared/contracts/partner-api';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckboxGroup } from '../../../components/ui/form-checkbox-group';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { checkWithContract, maxLengthOf, translateContractError } from './contract-check';

const URL_MAX = maxLengthOf(ZWebhookEndpointRequest.shape.url);
const DESCRIPTION_MAX = maxLengthOf(ZWebhookEndpointRequest.shape.description);

/**
 * The text fields' rules, from the contract's own limits. The address's shape and the events
 * (at least one) are the contract's checks, run on submit with its own messages.
 */
export const WEBHOOK_ENDPOINT_RULES = {
  url: `required|length:${URL_MAX}`,
  description: `length:${DESCRIPTION_MAX}`,
} as const satisfies TFieldRules;

const FIELDS = ['url', 'description', 'events', 'isActive'];

interface TWebhookEndpointValues extends Record<string, unknown> {
  url: string;
  description: string;
  events: TWebhookEventType[];
  isActive: boolean;
}

function toValues(endpoint: TWebhookEndpoint | null): TWebhookEndpointValues {
  return {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint ? [...endpoint.events] : [],
    isActive: endpoint?.isActive ?? true,
  };
}

/** An endpoint's address, description, events and on/off switch; saves once per press of save. */
export function WebhookEndpointForm({
  endpoint,
  onSubmit,
  onCancel,
}: {
  endpoint: TWebhookEndpoint | null;
  onSubmit: (body: TWebhookEndpointRequestInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('partner-api');
  const form = useRulesForm<TWebhookEndpointValues>({
    initialValues: toValues(endpoint),
    rules: WEBHOOK_ENDPOINT_RULES,
  });
  // A double click must not register the same address twice.
  const once = useSingleFlight();

  return (
    <RulesForm
      form={form}
      aria-label={endpoint ? t('webhooks.editTitle') : t('webhooks.addTitle')}
      onSubmit={async (values) => {
        const body = checkWithContract(
          ZWebhookEndpointRequest,
          {
            url: values.url.trim(),
            description: values.description.trim(),
            events: values.events,
            isActive: values.isActive,
          },
          t,
          t('form.invalid'),
        );
        let saving: Promise<unknown> | undefined;
        once((done) => {
          saving = onSubmit(body).finally(done);
        });
        try {
          await saving;
        } catch (error) {
          throw translateContractError(error, t);
        }
      }}
    >
      <Stack gap="md">
        <FormErrorAlert error={form.submitError} fields={FIELDS} />
        <FormTextInput
          name="url"
          type="url"
          inputMode="url"
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHint')}
          placeholder="https://"
          autoComplete="off"
          spellCheck={false}
          maxLength={URL_MAX}
          data-autofocus
        />
        <FormTextarea
          name="description"
          label={t('webhooks.form.description')}
          rows={2}
          maxLength={DESCRIPTION_MAX}
        />
        <FormCheckboxGroup
          name="events"
          label={t('webhooks.form.events')}
          description={t('webhooks.form.eventsHint')}
          withAsterisk
          options={WEBHOOK_EVENT_TYPES.map((event) => ({
            value: event,
            label: t(`events.${event}`),
            // The code the receiver sees in the payload's `type`.
            description: event,
          }))}
        />
        <Switch
          label={t('webhooks.form.isActive')}
          description={t('webhooks.form.isActiveHint')}
          checked={form.values.isActive}
          onChange={(event) => form.commit('isActive', event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('webhooks.form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
