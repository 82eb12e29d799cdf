import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { ZForgotPasswordRequest } from '@portal/shared/contracts/auth';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { serverFieldErrors, validateForm, type TFormErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from './auth-card';

/** SPEC section 4's password flow: lost password, then reset sent. */
export function ForgotPasswordForm({ area }: { area: TUserKind }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [clientErrors, setClientErrors] = useState<TFormErrors>({});
  const resetMutation = useRequestPasswordReset();
  const fieldErrors = { ...serverFieldErrors(resetMutation.error), ...clientErrors };
  const backToLogin = (
    <Anchor component={Link} to={paths.login(area)} size="sm" ta="center">
      {t('forgotPassword.backToLogin')}
    </Anchor>
  );

  if (resetMutation.isSuccess) {
    return (
      <AuthCard title={t('forgotPassword.sentTitle')}>
        <Alert color="fern" icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {t('forgotPassword.sentText')}
        </Alert>
        {backToLogin}
      </AuthCard>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { area, username };
    const errors = validateForm(ZForgotPasswordRequest, values, t);
    setClientErrors(errors ?? {});
    if (errors) return;
    resetMutation.mutate(values);
  };

  return (
    <AuthCard title={t('forgotPassword.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('forgotPassword.intro')}
          </Text>
          {resetMutation.error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {resetMutation.error.message}
            </Alert>
          ) : null}
          <TextInput
            label={t('fields.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={fieldErrors.username}
          />
          <Button type="submit" fullWidth loading={resetMutation.isPending}>
            {t('forgotPassword.submit')}
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </AuthCard>
  );
}
