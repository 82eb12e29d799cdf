import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { RESET_PASSWORD_RULES } from '@portal/shared/contracts/auth-rules';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPasswordInput } from '../../../components/ui/form-password-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

const RESET_FIELDS = Object.keys(RESET_PASSWORD_RULES);

interface TResetPasswordFormProps {
  token: string;
  /** Which login page the user goes back to; the reset email's link carries it as `?area=`. */
  area: TUserKind;
}

/** SPEC section 4's password flow: set new password, then reset successful, then log in. */
export function ResetPasswordForm({ token, area }: TResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useRulesForm({
    initialValues: { password: '', password_confirmation: '' },
    rules: RESET_PASSWORD_RULES,
  });
  const resetMutation = useResetPassword();

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

  return (
    <AuthCard title={t('resetPassword.title')}>
      <RulesForm form={form} onSubmit={(values) => resetMutation.mutateAsync({ token, ...values })}>
        <Stack gap="sm">
          {/* Field errors show under their inputs; the alert is for the link itself (410, 404). */}
          {resetMutation.error && !hasOnlyFieldErrors(resetMutation.error, RESET_FIELDS) ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {resetMutation.error.message}
            </Alert>
          ) : null}
          <FormPasswordInput
            label={t('fields.newPassword')}
            name="password"
            autoComplete="new-password"
          />
          <FormPasswordInput
            label={t('fields.confirmPassword')}
            name="password_confirmation"
            autoComplete="new-password"
          />
          <Button type="submit" fullWidth loading={resetMutation.isPending}>
            {t('resetPassword.submit')}
          </Button>
          <Anchor component={Link} to={paths.forgotPassword(area)} size="sm" ta="center">
            {t('resetPassword.requestNewLink')}
          </Anchor>
        </Stack>
      </RulesForm>
    </AuthCard>
  );
}
