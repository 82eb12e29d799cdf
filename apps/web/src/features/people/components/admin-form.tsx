import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type {
  TAdminRoleOption,
  TInviteAdminRequest,
  TPerson,
  TUpdateAdminRequest,
} from '@portal/shared/contracts/people';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormCheckboxGroup } from '../../../components/ui/form-checkbox-group';
import { FormEmailInput } from '../../../components/ui/form-email-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { PERSON_RULES } from './member-form';

const ADMIN_RULES = { ...PERSON_RULES, roles: 'required' };
const FIELDS = ['name', 'email', 'username', 'roles', 'active'];

interface TAdminFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  username: string;
  roles: string[];
  active: boolean;
}

export type TAdminFormSubmit =
  { mode: 'invite'; body: TInviteAdminRequest } | { mode: 'update'; body: TUpdateAdminRequest };

/**
 * Invites an administrator or edits one: name, email, roles and whether they may sign in. An
 * administrator cannot disable their own account or change their own roles.
 */
export function AdminForm({
  person,
  roles,
  isSelf,
  onSubmit,
}: {
  person: TPerson | null;
  roles: TAdminRoleOption[];
  isSelf: boolean;
  onSubmit: (submit: TAdminFormSubmit) => Promise<unknown>;
}) {
  const { t } = useTranslation('people');
  const isNew = person === null;
  const form = useRulesForm<TAdminFormValues>({
    initialValues: {
      name: person?.name ?? '',
      email: person?.email ?? '',
      username: person?.username ?? '',
      roles: person?.roles ?? [],
      active: person?.active ?? true,
    },
    rules: ADMIN_RULES,
  });
  const fieldErrors = form.submitError ? readServerFieldErrors(form.submitError) : null;
  const isShownUnderInputs =
    fieldErrors !== null && Object.keys(fieldErrors).some((field) => FIELDS.includes(field));

  function handleSubmit(values: TAdminFormValues) {
    const common = { name: values.name.trim(), email: values.email.trim() };
    if (isNew) {
      return onSubmit({
        mode: 'invite',
        body: { ...common, username: values.username.trim().toLowerCase(), roles: values.roles },
      });
    }
    // One's own roles and status are not sent: the server refuses any change to them.
    return onSubmit({
      mode: 'update',
      body: isSelf ? common : { ...common, roles: values.roles, active: values.active },
    });
  }

  return (
    <RulesForm form={form} onSubmit={handleSubmit}>
      <Stack gap="md" maw={720}>
        {form.submitError && !isShownUnderInputs ? (
          <Alert color="red" role="alert">
            {form.submitError instanceof Error
              ? form.submitError.message
              : String(form.submitError)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput name="name" label={t('personForm.name')} autoComplete="off" />
          <FormEmailInput name="email" label={t('personForm.email')} autoComplete="off" />
          <FormTextInput
            name="username"
            label={t('personForm.username')}
            description={isNew ? t('personForm.usernameHint') : undefined}
            autoComplete="off"
            disabled={!isNew}
          />
        </SimpleGrid>
        <FormCheckboxGroup
          name="roles"
          label={t('personForm.roles')}
          description={isSelf ? t('personForm.selfNote') : undefined}
          disabled={isSelf}
          options={roles.map((role) => ({ value: role.name, label: role.label }))}
        />
        {isNew ? (
          <Text size="sm" c="dimmed">
            {t('personForm.inviteNote')}
          </Text>
        ) : (
          <FormCheckbox name="active" label={t('personForm.active')} disabled={isSelf} />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.isSubmitting}>
            {isNew ? t('personForm.invite') : t('personForm.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
