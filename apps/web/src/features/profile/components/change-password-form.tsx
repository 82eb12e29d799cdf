import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZChangePasswordRequest } from '@portal/shared/contracts/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, validateForm, type TFormErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(EMPTY);
  const [clientErrors, setClientErrors] = useState<TFormErrors>({});
  const changeMutation = useChangePassword({
    onSuccess: () => {
      setValues(EMPTY);
      notifications.show({ color: 'fern', message: t('password.changed') });
    },
  });
  const fieldErrors = { ...serverFieldErrors(changeMutation.error), ...clientErrors };
  const hasFieldErrors = Object.values(fieldErrors).some(Boolean);

  const handleChange = (field: keyof typeof EMPTY) => (event: FormEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateForm(ZChangePasswordRequest, values, t);
    setClientErrors(errors ?? {});
    if (errors) return;
    changeMutation.mutate(values);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="change-password-heading">
      <Stack gap="sm">
        {changeMutation.error && !hasFieldErrors ? (
          <Alert color="red" role="alert">
            {changeMutation.error.message}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('password.current')}
          name="current_password"
          autoComplete="current-password"
          required
          value={values.current_password}
          onChange={handleChange('current_password')}
          error={fieldErrors.current_password}
        />
        <PasswordInput
          label={t('password.new')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={handleChange('password')}
          error={fieldErrors.password}
        />
        <PasswordInput
          label={t('password.confirm')}
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={handleChange('password_confirmation')}
          error={fieldErrors.password_confirmation}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={changeMutation.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
