import { LOGIN_RULES } from '@portal/shared/contracts/auth-rules';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import type { MouseEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { paths } from '../../../config/paths';
import { login } from '../api/login';
import { SignInField } from './sign-in-field';
import './sign-in.css';

interface TLoginFormProps {
  area: TUserKind;
  onSuccess: (user: TSessionUser) => void;
  /** Follows a link inside the single-page app; without it links load the page. */
  onNavigate?: (path: string) => void;
}

function readMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * The sign-in card of the three login pages. Plain React and one stylesheet, no Mantine, no data
 * router, no TanStack Query: the light sign-in entry (src/sign-in) renders it as the first page a
 * visitor loads, within the login page's JavaScript budget, and the app's own login routes render
 * the same form (docs/decisions/012-front-end-budgets.md).
 */
export function LoginForm({ area, onSuccess, onNavigate }: TLoginFormProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const form = useRulesForm({ initialValues: { username: '', password: '' }, rules: LOGIN_RULES });
  const errorMessage = readMessage(form.submitError);
  const forgotPath = paths.forgotPassword(area);

  const handleForgotClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!onNavigate || !isPlainClick) return;
    event.preventDefault();
    onNavigate(forgotPath);
  };

  return (
    <section className="sign-in-card" aria-labelledby={titleId}>
      <h1 id={titleId} className="sign-in-card__title">
        {t(`login.title.${area}`)}
      </h1>
      <RulesForm
        form={form}
        className="sign-in-card__form"
        onSubmit={async (values) => {
          const { user } = await login({ area, ...values });
          onSuccess(user);
        }}
      >
        {errorMessage ? (
          <div className="sign-in-alert" role="alert">
            {errorMessage}
          </div>
        ) : null}
        <SignInField
          label={t('fields.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SignInField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" className="sign-in-button" disabled={form.isSubmitting}>
          {t('login.submit')}
        </button>
        <a className="sign-in-card__link" href={forgotPath} onClick={handleForgotClick}>
          {t('login.forgotPassword')}
        </a>
      </RulesForm>
    </section>
  );
}
