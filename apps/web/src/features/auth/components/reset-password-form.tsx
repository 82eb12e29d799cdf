import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { ZResetPasswordRequest } from '@portal/shared/contracts/auth';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { serverFieldErrors, validateForm, type TFormErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

interface TResetPasswordFormProps {
  token: string;
  /** Which login page the user goes back to; the reset email's link carries it as `?area=`. */
  area: TUserKind;
}

/** SPEC section 4's password flow: set new password, then reset successful, then log in. */
export function ResetPasswordForm({ token, area }: TResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [clientErrors, setClientErrors] = useState<TFormErrors>({});
  const resetMutation = useResetPassword();
  const fieldErrors = { ...serverFieldErrors(resetMutation.error), ...clientErrors };

  if (resetMutation.isSuccess) {
    return (
      <AuthCard title={t('resetPassword.doneTitle')}>
        <Alert color="fern" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('resetPassword.doneText')}
        </Alert>
        <Button component={Link} to={paths.login(area)} fullWidth>
          {t('resetPassword.login')}
        </Button>
      </AuthCard>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { token, password, password_confirmation: confirmation };
    const errors = validateForm(ZResetPasswordRequest, values, t);
    setClientErrors(errors ?? {});
    if (errors) return;
    resetMutation.mutate(values);
  };

  return (
    <AuthCard title={t('resetPassword.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {resetMutation.error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {resetMutation.error.message}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('fields.newPassword')}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            name="password_confirmation"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={fieldErrors.password_confirmation}
          />
          <Button type="submit" fullWidth loading={resetMutation.isPending}>
            {t('resetPassword.submit')}
          </Button>
          <Anchor component={Link} to={paths.forgotPassword(area)} size="sm" ta="center">
            {t('resetPassword.requestNewLink')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
