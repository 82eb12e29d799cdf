import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeTravellerLanguage, isTravellerLanguage, TRAVELLER_LANGUAGES } from '../i18n';
import { useTravellerSettings } from '../settings';

/** Brand 1 is New Zealand, brand 2 Australia; anything else takes the first (SPEC section 9). */
export function brandClass(brandId: number | null | undefined): string {
  return brandId === 2 ? 'brand-au' : 'brand-nz';
}

interface TPageProps {
  /** The brand's look; pages without a brand use the operator's own. */
  brandId?: number | null;
  /** Shown in the header instead of the company name (the brand's name). */
  heading?: string;
  children: ReactNode;
}

export function Page({ brandId, heading, children }: TPageProps) {
  const { t, i18n } = useTranslation('traveller');
  const { companyName } = useTravellerSettings();
  const language = isTravellerLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div className={`page ${brandClass(brandId)}`}>
      <header className="page__header">
        <span className="page__brand">{heading || companyName}</span>
        <label className="page__language">
          <span className="visually-hidden">{t('shell.language')}</span>
          <select
            value={language}
            onChange={(event) => {
              const next = event.target.value;
              if (isTravellerLanguage(next)) void changeTravellerLanguage(i18n, next);
            }}
          >
            {TRAVELLER_LANGUAGES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.nativeName}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main className="page__main">{children}</main>
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation('traveller');
  return (
    <p className="loading" role="status">
      {t('shell.loading')}
    </p>
  );
}
