import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES } from '../lib/i18n';
import { applyColorMode, nextColorMode, readColorMode, saveColorMode } from './color-scheme';

/** The language choice, as the app's switcher: a native select naming each language in itself. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <select
      className="sign-in-header__select"
      aria-label={t('language.menu')}
      title={t('language.menu')}
      value={current}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLanguageCode(value)) void changeLanguage(value);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.nativeName}
        </option>
      ))}
    </select>
  );
}

const ICONS = { dark: '☾', light: '☀', auto: '◐' } as const;

/** The colour mode toggle, as the app's: cycles dark, light and auto. */
export function ColorModeButton() {
  const { t } = useTranslation();
  const [mode, setMode] = useState(readColorMode);

  useEffect(() => {
    if (mode !== 'auto') return undefined;
    // Auto follows the system, also when it changes while the page is open.
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyColorMode('auto');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [mode]);

  const label = t('colorMode.label', {
    mode: t(`colorMode.${mode}`),
    next: t(`colorMode.${nextColorMode(mode)}`),
  });
  return (
    <button
      type="button"
      className="sign-in-header__button"
      aria-label={label}
      title={label}
      data-testid="color-mode-toggle"
      data-mode={mode}
      onClick={() => {
        const next = nextColorMode(mode);
        saveColorMode(next);
        setMode(next);
      }}
    >
      <span aria-hidden>{ICONS[mode]}</span>
    </button>
  );
}
