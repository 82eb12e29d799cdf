import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TOrganisationUser } from '@portal/shared/contracts/organisation-users';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../ui/form-checkbox';
import { FormEmailInput } from '../ui/form-email-input';
import { FormSelect } from '../ui/form-select';
import { FormTextInput } from '../ui/form-text-input';
import { RulesForm } from '../ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../ui/use-rules-form';

/**
 * The limits the server's create-user request checks for every organisation's users (the username
 * pattern stays there).
 */
export const ORGANISATION_USER_RULES = {
  name: 'required|length:120',
  email: 'required|length:200|email',
  username: 'required|min-length:3|length:60',
  role: 'required',
} as const satisfies TFieldRules;

const FIELDS = ['name', 'email', 'username', 'role', 'active'] as const;

/** An organisation's roles: [member role, administrator role]. */
export type TOrganisationRoles<R extends string> = readonly [R, R];

interface TOrganisationUserFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  username: string;
  role: string;
  active: boolean;
}

export type TOrganisationUserFormSubmit<R extends string> =
  | { mode: 'create'; body: { name: string; email: string; username: string; role: R } }
  | { mode: 'update'; body: { name: string; email: string; role: R; active: boolean } };

function toValues<R extends string>(
  user: TOrganisationUser | null,
  [memberRole]: TOrganisationRoles<R>,
): TOrganisationUserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    username: user?.username ?? '',
    role: user?.role ?? memberRole,
    active: user?.active ?? true,
  };
}

export function toOrganisationUserSubmit<R extends string>(
  values: TOrganisationUserFormValues,
  isNew: boolean,
  [memberRole, adminRole]: TOrganisationRoles<R>,
): TOrganisationUserFormSubmit<R> {
  const common = {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role === adminRole ? adminRole : memberRole,
  };
  return isNew
    ? { mode: 'create', body: { ...common, username: values.username.trim().toLowerCase() } }
    : { mode: 'update', body: { ...common, active: values.active } };
}

export interface TOrganisationUserFormProps<R extends string> {
  user: TOrganisationUser | null;
  /** The signed-in admin's own account: they may not disable it or drop their admin role. */
  isSelf?: boolean;
  onSubmit: (submit: TOrganisationUserFormSubmit<R>) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Adds or edits one of an organisation's users (an agency's or a supplier's). The username is
 * fixed once chosen (it is how the user signs in); a new user is invited by email to choose their
 * own password. Labels come from the i18n namespace `ns` (keys `form.*` and `roles.<role>`).
 */
export function OrganisationUserForm<R extends string>({
  ns,
  roles,
  user,
  isSelf = false,
  onSubmit,
  onCancel,
}: TOrganisationUserFormProps<R> & { ns: string; roles: TOrganisationRoles<R> }) {
  const { t } = useTranslation(ns);
  const form = useRulesForm({
    initialValues: toValues(user, roles),
    rules: ORGANISATION_USER_RULES,
  });
  const isNew = user === null;
  const fieldErrors = form.submitError ? readServerFieldErrors(form.submitError) : null;
  const isShownUnderInputs =
    fieldErrors !== null &&
    Object.keys(fieldErrors).some((field) => FIELDS.includes(field as never));

  return (
    <RulesForm
      form={form}
      onSubmit={(values) => onSubmit(toOrganisationUserSubmit(values, isNew, roles))}
    >
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
            data={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
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
