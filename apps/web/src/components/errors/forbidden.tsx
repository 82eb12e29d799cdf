import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown where the permission state already tells the server would refuse the page. */
export function Forbidden() {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconLock size={18} aria-hidden />} title={t('forbidden.title')}>
      {t('forbidden.text')}
    </Alert>
  );
}
