import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LOGIN_RULES, type TSessionUser } from '@portal/shared/contracts/auth';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPasswordInput } from '../../../components/ui/form-password-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { AuthCard } from './auth-card';

interface TLoginFormProps {
  area: TUserKind;
  onSuccess: (user: TSessionUser) => void;
}

export function LoginForm({ area, onSuccess }: TLoginFormProps) {
  const { t } = useTranslation('auth');
  const form = useRulesForm({ initialValues: { username: '', password: '' }, rules: LOGIN_RULES });
  const loginMutation = useLogin({ onSuccess });

  return (
    <AuthCard title={t(`login.title.${area}`)}>
      <RulesForm form={form} onSubmit={(values) => loginMutation.mutateAsync({ area, ...values })}>
        <Stack gap="sm">
          {loginMutation.error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {loginMutation.error.message}
            </Alert>
          ) : null}
          <FormTextInput
            label={t('fields.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <FormPasswordInput
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
          />
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to={paths.forgotPassword(area)} size="sm" ta="center">
            {t('login.forgotPassword')}
          </Anchor>
        </Stack>
      </RulesForm>
    </AuthCard>
  );
}
