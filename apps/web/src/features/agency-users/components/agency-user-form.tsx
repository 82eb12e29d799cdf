import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type {
  TAgencyUser,
  TAgencyUserRole,
  TCreateAgencyUserRequest,
  TUpdateAgencyUserRequest,
} from '@portal/shared/contracts/agency-users';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormEmailInput } from '../../../components/ui/form-email-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';

/** The limits ZCreateAgencyUserRequest checks on the server (the username pattern stays there). */
export const AGENCY_USER_RULES = {
  name: 'required|length:120',
  email: 'required|length:200|email',
  username: 'required|min-length:3|length:60',
  role: 'required',
} as const satisfies TFieldRules;

const FIELDS = ['name', 'email', 'username', 'role', 'active'] as const;

interface TAgencyUserFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  username: string;
  role: string;
  active: boolean;
}

function toValues(user: TAgencyUser | null): TAgencyUserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    username: user?.username ?? '',
    role: user?.role ?? 'agent',
    active: user?.active ?? true,
  };
}

function toRole(value: string): TAgencyUserRole {
  return value === 'agency-admin' ? 'agency-admin' : 'agent';
}

export type TAgencyUserFormSubmit =
  | { mode: 'create'; body: TCreateAgencyUserRequest }
  | { mode: 'update'; body: TUpdateAgencyUserRequest };

export function toAgencyUserSubmit(
  values: TAgencyUserFormValues,
  isNew: boolean,
): TAgencyUserFormSubmit {
  const common = {
    name: values.name.trim(),
    email: values.email.trim(),
    role: toRole(values.role),
  };
  return isNew
    ? { mode: 'create', body: { ...common, username: values.username.trim().toLowerCase() } }
    : { mode: 'update', body: { ...common, active: values.active } };
}

/**
 * Adds or edits one of the agency's users. The username is fixed once chosen (it is how the user
 * signs in); a new user is invited by email to choose their own password.
 */
export function AgencyUserForm({
  user,
  isSelf = false,
  onSubmit,
  onCancel,
}: {
  user: TAgencyUser | null;
  /** The signed-in admin's own account: they may not disable it or drop their admin role. */
  isSelf?: boolean;
  onSubmit: (submit: TAgencyUserFormSubmit) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agency-users');
  const form = useRulesForm({ initialValues: toValues(user), rules: AGENCY_USER_RULES });
  const isNew = user === null;
  const fieldErrors = form.submitError ? readServerFieldErrors(form.submitError) : null;
  const isShownUnderInputs =
    fieldErrors !== null &&
    Object.keys(fieldErrors).some((field) => FIELDS.includes(field as never));

  return (
    <RulesForm form={form} onSubmit={(values) => onSubmit(toAgencyUserSubmit(values, isNew))}>
      <Stack gap="md">
        {form.submitError && !isShownUnderInputs ? (
          <Alert color="red" role="alert">
            {form.submitError instanceof Error
              ? form.submitError.message
              : String(form.submitError)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput name="name" label={t('form.name')} autoComplete="off" />
          <FormEmailInput name="email" label={t('form.email')} autoComplete="off" />
          <FormTextInput
            name="username"
            label={t('form.username')}
            description={isNew ? t('form.usernameHint') : undefined}
            autoComplete="off"
            disabled={!isNew}
          />
          <FormSelect
            name="role"
            label={t('form.role')}
            disabled={isSelf}
            allowDeselect={false}
            data={[
              { value: 'agent', label: t('roles.agent') },
              { value: 'agency-admin', label: t('roles.agency-admin') },
            ]}
          />
        </SimpleGrid>
        {isNew ? (
          <Text size="sm" c="dimmed">
            {t('form.inviteNote')}
          </Text>
        ) : (
          <FormCheckbox
            name="active"
            label={t('form.active')}
            description={isSelf ? t('form.selfNote') : undefined}
            disabled={isSelf}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {isNew ? t('form.create') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
