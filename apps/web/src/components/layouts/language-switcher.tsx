import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES } from '../../lib/i18n';

/**
 * A native select rather than a dropdown menu: it is fully accessible on every device and keeps the
 * positioning library out of the login page's JavaScript.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  return (
    <NativeSelect
      aria-label={t('language.menu')}
      title={t('language.menu')}
      value={current}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLanguageCode(value)) void changeLanguage(value);
      }}
      data={LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }))}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={140}
    />
  );
}
