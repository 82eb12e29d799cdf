import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHANGE_PASSWORD_RULES } from '@portal/shared/contracts/auth';
import { useTranslation } from 'react-i18next';
import { FormPasswordInput } from '../../../components/ui/form-password-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
const CHANGE_PASSWORD_FIELDS = Object.keys(CHANGE_PASSWORD_RULES);

export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const form = useRulesForm({ initialValues: EMPTY, rules: CHANGE_PASSWORD_RULES });
  const changeMutation = useChangePassword({
    onSuccess: () => notifications.show({ color: 'fern', message: t('password.changed') }),
  });

  const changePassword = async (values: typeof EMPTY) => {
    await changeMutation.mutateAsync(values);
    // Passwords are not left on screen once they have done their job.
    form.reset(EMPTY);
  };

  return (
    <RulesForm form={form} onSubmit={changePassword} aria-labelledby="change-password-heading">
      <Stack gap="sm">
        {changeMutation.error &&
        !hasOnlyFieldErrors(changeMutation.error, CHANGE_PASSWORD_FIELDS) ? (
          <Alert color="red" role="alert">
            {changeMutation.error.message}
          </Alert>
        ) : null}
        <FormPasswordInput
          label={t('password.current')}
          name="current_password"
          autoComplete="current-password"
        />
        <FormPasswordInput label={t('password.new')} name="password" autoComplete="new-password" />
        <FormPasswordInput
          label={t('password.confirm')}
          name="password_confirmation"
          autoComplete="new-password"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={changeMutation.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
