import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { FORGOT_PASSWORD_RULES } from '@portal/shared/contracts/auth-rules';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from './auth-card';

/** SPEC section 4's password flow: lost password, then reset sent. */
export function ForgotPasswordForm({ area }: { area: TUserKind }) {
  const { t } = useTranslation('auth');
  const form = useRulesForm({ initialValues: { username: '' }, rules: FORGOT_PASSWORD_RULES });
  const resetMutation = useRequestPasswordReset();
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

  return (
    <AuthCard title={t('forgotPassword.title')}>
      <RulesForm form={form} onSubmit={(values) => resetMutation.mutateAsync({ area, ...values })}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('forgotPassword.intro')}
          </Text>
          {resetMutation.error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {resetMutation.error.message}
            </Alert>
          ) : null}
          <FormTextInput
            label={t('fields.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Button type="submit" fullWidth loading={resetMutation.isPending}>
            {t('forgotPassword.submit')}
          </Button>
          {backToLogin}
        </Stack>
      </RulesForm>
    </AuthCard>
  );
}
