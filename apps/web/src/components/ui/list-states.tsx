import { Alert, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a paged list shows in place of its table: the error of the last fetch (kept above the rows
 * it may still show), a loader on the first load, a line when nothing matches; else the table.
 */
export function ListStates({
  query,
  rowCount,
  empty,
  children,
}: {
  query: { error: Error | null; isPending: boolean };
  rowCount: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      {query.error ? (
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      ) : null}
      {query.isPending ? (
        <Loader aria-label={t('loading')} />
      ) : rowCount === 0 && !query.error ? (
        <Text>{empty}</Text>
      ) : rowCount > 0 ? (
        children
      ) : null}
    </>
  );
}
