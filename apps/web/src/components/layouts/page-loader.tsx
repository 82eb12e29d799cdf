import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  // A Suspense fallback must not suspend itself while a language loads; English stands in.
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
