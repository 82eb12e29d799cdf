import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROFILE_RULES, type TSessionUser } from '@portal/shared/contracts/auth';
import { useTranslation } from 'react-i18next';
import { FormEmailInput } from '../../../components/ui/form-email-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useUpdateProfile } from '../api/update-profile';

const PROFILE_FIELDS = Object.keys(PROFILE_RULES);

export function ProfileDetailsForm({ user }: { user: TSessionUser }) {
  const { t } = useTranslation('profile');
  const form = useRulesForm({
    initialValues: { name: user.name, email: user.email },
    rules: PROFILE_RULES,
  });
  const updateMutation = useUpdateProfile({
    onSuccess: () => notifications.show({ color: 'fern', message: t('details.saved') }),
  });

  return (
    <RulesForm
      form={form}
      onSubmit={(values) => updateMutation.mutateAsync(values)}
      aria-labelledby="profile-details-heading"
    >
      <Stack gap="sm">
        {updateMutation.error && !hasOnlyFieldErrors(updateMutation.error, PROFILE_FIELDS) ? (
          <Alert color="red" role="alert">
            {updateMutation.error.message}
          </Alert>
        ) : null}
        <TextInput label={t('details.username')} value={user.username} readOnly disabled />
        <FormTextInput label={t('details.name')} name="name" autoComplete="name" />
        <FormEmailInput label={t('details.email')} name="email" />
        <Group justify="flex-end">
          <Button type="submit" loading={updateMutation.isPending}>
            {t('details.submit')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
