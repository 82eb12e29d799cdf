import { Alert, Stack, Table, Text } from '@mantine/core';
import type { TRateProposalDetail } from '@portal/shared/contracts/rate-proposals';
import { useTranslation } from 'react-i18next';
import { formatDateRange, formatDayValues, formatRateValue } from './proposal-format';

/**
 * Current against proposed values, changed rows marked. While pending, "current" is the live
 * catalogue; a warning says when it moved since the supplier made the proposal.
 */
export function ProposalDiff({ detail }: { detail: TRateProposalDetail }) {
  const { t, i18n } = useTranslation('rate-proposals');
  const { diff } = detail;
  const brandId =
    detail.proposed.kind === 'rate-upsert'
      ? detail.proposed.rate.brandId
      : detail.captured.type === 'rate' && detail.captured.rate
        ? detail.captured.rate.brandId
        : 1;
  return (
    <Stack gap="sm">
      {detail.hasCurrentChanged ? (
        <Alert color="orange" role="alert" title={t('diff.changedTitle')}>
          {t('diff.changed')}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {detail.status === 'pending' ? t('diff.againstLive') : t('diff.againstCaptured')}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" aria-label={t('diff.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{diff.type === 'rate' ? t('diff.field') : t('diff.dates')}</Table.Th>
              <Table.Th>{t('diff.current')}</Table.Th>
              <Table.Th>{t('diff.proposed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {diff.type === 'rate'
              ? diff.fields.map((row) => (
                  <Table.Tr
                    key={row.field}
                    data-changed={row.isChanged}
                    fw={row.isChanged ? 700 : undefined}
                    bg={row.isChanged ? 'var(--mantine-color-yellow-light)' : undefined}
                  >
                    <Table.Td>{t(`fields.${row.field}`)}</Table.Td>
                    <Table.Td>
                      {formatRateValue(t, row.field, row.before, brandId, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      {formatRateValue(t, row.field, row.after, brandId, i18n.language)}
                    </Table.Td>
                  </Table.Tr>
                ))
              : diff.ranges.map((row) => (
                  <Table.Tr
                    key={row.dateFrom}
                    data-changed={row.isChanged}
                    fw={row.isChanged ? 700 : undefined}
                    bg={row.isChanged ? 'var(--mantine-color-yellow-light)' : undefined}
                  >
                    <Table.Td>{formatDateRange(row.dateFrom, row.dateTo, i18n.language)}</Table.Td>
                    <Table.Td>{formatDayValues(t, row.before)}</Table.Td>
                    <Table.Td>{formatDayValues(t, row.after)}</Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
