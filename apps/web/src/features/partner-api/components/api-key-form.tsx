import { Button, Group, Stack } from '@mantine/core';
import {
  API_KEY_SCOPES,
  ZCreateApiKeyRequest,
  type TApiKeyScope,
  type TCreateApiKeyRequestInput,
} from '@portal/shared/contracts/partner-api';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckboxGroup } from '../../../components/ui/form-checkbox-group';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { checkWithContract, maxLengthOf, translateContractError } from './contract-check';

const NAME_MAX = maxLengthOf(ZCreateApiKeyRequest.shape.name);

/**
 * The name's rules, from the contract's own limit. The scopes have no rule: the contract's
 * "Choose at least one scope" says more than "This field is required" (checked on submit).
 */
export const API_KEY_RULES = {
  name: `required|length:${NAME_MAX}`,
} as const satisfies TFieldRules;

const FIELDS = ['name', 'scopes'];

interface TApiKeyValues extends Record<string, unknown> {
  name: string;
  scopes: TApiKeyScope[];
}

/** A new key's name and scopes; `onSubmit` runs once however often save is pressed. */
export function ApiKeyForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (body: TCreateApiKeyRequestInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('partner-api');
  // Every key may read, so a new key starts with that and the maker adds what it needs.
  const form = useRulesForm<TApiKeyValues>({
    initialValues: { name: '', scopes: ['read'] },
    rules: API_KEY_RULES,
  });
  // A double click lands both clicks before the button's loading state renders: the second
  // submit must not make a second key.
  const once = useSingleFlight();

  return (
    <RulesForm
      form={form}
      aria-label={t('keys.addTitle')}
      onSubmit={async (values) => {
        const body = checkWithContract(
          ZCreateApiKeyRequest,
          { name: values.name.trim(), scopes: values.scopes },
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
          name="name"
          label={t('keys.form.name')}
          description={t('keys.form.nameHint')}
          autoComplete="off"
          maxLength={NAME_MAX}
          data-autofocus
        />
        <FormCheckboxGroup
          name="scopes"
          label={t('keys.form.scopes')}
          description={t('keys.form.scopesHint')}
          withAsterisk
          options={API_KEY_SCOPES.map((scope) => ({
            value: scope,
            label: t(`keys.scopes.${scope}.label`),
            description: t(`keys.scopes.${scope}.description`),
          }))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('keys.form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
