import type { TMeResponse } from '@portal/shared/contracts/auth';
import { signInAreaOf } from '@portal/shared/domain/sign-in-pages';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRODUCT_NAME } from '../config/env';
import { paths, postLoginPath } from '../config/paths';
import { LoginForm } from '../features/auth/components/login-form';
import { api } from '../lib/api-client';
import { getSettings } from '../lib/get-settings';
import { ColorModeButton, LanguageSelect } from './header-controls';

/** The title keys of the app's own login routes (app/routes/public/route-table.tsx). */
const TITLE_KEYS: Record<TUserKind, string> = {
  agent: 'titles.login',
  admin: 'titles.adminLogin',
  supplier: 'titles.supplierLogin',
};

interface TNames {
  productName: string;
  companyName: string;
}

type TLocationLike = Pick<Location, 'pathname' | 'search' | 'assign' | 'replace'>;

/**
 * The login page a visitor loads: the area comes from the address, a user already signed in to
 * that area goes straight to it (as the app's login routes do), and a successful sign-in loads the
 * app at the page first asked for.
 */
export function SignInApp({ location = window.location }: { location?: TLocationLike }) {
  const { t } = useTranslation();
  const area = signInAreaOf(location.pathname) ?? 'agent';
  const [isChecked, setIsChecked] = useState(false);
  const [names, setNames] = useState<TNames>({
    productName: DEFAULT_PRODUCT_NAME,
    companyName: '',
  });

  useEffect(() => {
    let isCurrent = true;
    api.get<TMeResponse>('/api/auth/me').then(
      ({ user }) => {
        if (user && user.kind === area) location.replace(paths.home(area));
        else if (isCurrent) setIsChecked(true);
      },
      // Without an answer the login form is still the right page to show.
      () => isCurrent && setIsChecked(true),
    );
    getSettings().then(
      ({ env }) =>
        isCurrent &&
        setNames({
          productName: env.general.product_name || DEFAULT_PRODUCT_NAME,
          companyName: env.general.company_name,
        }),
      () => {
        // Already logged as "Invalid response!"; the page keeps its defaults.
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [area, location]);

  const title = `${t(TITLE_KEYS[area])} | ${names.productName}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!isChecked) return null;
  return (
    <div className="sign-in-page">
      <header className="sign-in-header">
        <div className="sign-in-header__names">
          <a className="sign-in-header__product" href="/">
            {names.productName}
          </a>
          {names.companyName ? (
            <span className="sign-in-header__company">{names.companyName}</span>
          ) : null}
        </div>
        <div className="sign-in-header__controls">
          <LanguageSelect />
          <ColorModeButton />
        </div>
      </header>
      <main className="sign-in-main">
        <LoginForm
          area={area}
          onSuccess={(user) => {
            const redirectTo = new URLSearchParams(location.search).get('redirectTo');
            location.assign(postLoginPath(user.kind, redirectTo));
          }}
        />
      </main>
    </div>
  );
}
