import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ZLoginRequest, type TSessionUser } from '@portal/shared/contracts/auth';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { serverFieldErrors, validateForm, type TFormErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { AuthCard } from './auth-card';

interface TLoginFormProps {
  area: TUserKind;
  onSuccess: (user: TSessionUser) => void;
}

export function LoginForm({ area, onSuccess }: TLoginFormProps) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<TFormErrors>({});
  const loginMutation = useLogin({ onSuccess });
  const fieldErrors = { ...serverFieldErrors(loginMutation.error), ...clientErrors };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { area, username, password };
    const errors = validateForm(ZLoginRequest, values, t);
    setClientErrors(errors ?? {});
    if (errors) return;
    loginMutation.mutate(values);
  };

  return (
    <AuthCard title={t(`login.title.${area}`)}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {loginMutation.error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {loginMutation.error.message}
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
          <PasswordInput
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
          />
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to={paths.forgotPassword(area)} size="sm" ta="center">
            {t('login.forgotPassword')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
