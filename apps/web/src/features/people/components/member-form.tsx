import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TPerson } from '@portal/shared/contracts/people';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormEmailInput } from '../../../components/ui/form-email-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';

/** The limits ZInvite…UserRequest checks on the server (the username pattern stays there). */
export const PERSON_RULES = {
  name: 'required|length:120',
  email: 'required|length:200|email',
  username: 'required|min-length:3|length:60',
} as const satisfies TFieldRules;

const FIELDS = ['name', 'email', 'username', 'role', 'active'];

interface TMemberFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  username: string;
  role: string;
  active: boolean;
}

/** An organisation's two roles: its members', then its administrators'. */
export interface TMemberRoles<R extends string> {
  member: { value: R; label: string };
  admin: { value: R; label: string };
}

export type TMemberFormSubmit<R extends string> =
  | { mode: 'invite'; body: { name: string; email: string; username: string; role: R } }
  | { mode: 'update'; body: { name: string; email: string; role: R; active: boolean } };

/** Invites a user to an agency or a supplier, or edits one; the username is fixed once chosen. */
export function MemberForm<R extends string>({
  person,
  roles,
  onSubmit,
  onCancel,
}: {
  person: TPerson | null;
  roles: TMemberRoles<R>;
  onSubmit: (submit: TMemberFormSubmit<R>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('people');
  const isNew = person === null;
  const form = useRulesForm<TMemberFormValues>({
    initialValues: {
      name: person?.name ?? '',
      email: person?.email ?? '',
      username: person?.username ?? '',
      role: person?.roles.includes(roles.admin.value) ? roles.admin.value : roles.member.value,
      active: person?.active ?? true,
    },
    rules: PERSON_RULES,
  });
  const fieldErrors = form.submitError ? readServerFieldErrors(form.submitError) : null;
  const isShownUnderInputs =
    fieldErrors !== null && Object.keys(fieldErrors).some((field) => FIELDS.includes(field));

  function handleSubmit(values: TMemberFormValues) {
    const common = {
      name: values.name.trim(),
      email: values.email.trim(),
      role: values.role === roles.admin.value ? roles.admin.value : roles.member.value,
    };
    return onSubmit(
      isNew
        ? { mode: 'invite', body: { ...common, username: values.username.trim().toLowerCase() } }
        : { mode: 'update', body: { ...common, active: values.active } },
    );
  }

  return (
    <RulesForm form={form} onSubmit={handleSubmit}>
      <Stack gap="md">
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
          <FormSelect
            name="role"
            label={t('personForm.role')}
            allowDeselect={false}
            data={[roles.member, roles.admin]}
          />
        </SimpleGrid>
        {isNew ? (
          <Text size="sm" c="dimmed">
            {t('personForm.inviteNote')}
          </Text>
        ) : (
          <FormCheckbox name="active" label={t('personForm.active')} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('personForm.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {isNew ? t('personForm.invite') : t('personForm.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
