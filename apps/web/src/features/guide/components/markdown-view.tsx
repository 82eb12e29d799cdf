import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The Markdown renderer is loaded only where an article is shown, not with the admin area.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

export function MarkdownView({ source }: { source: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
      <MarkdownRenderer source={source} />
    </Suspense>
  );
}
