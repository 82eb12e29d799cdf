import {
  Alert,
  Button,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TSupplierInvoiceLineView } from '@portal/shared/contracts/payables';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useMatchCandidates } from '../api/get-match-candidates';
import { useMatchSupplierInvoiceLine } from '../api/match-supplier-invoice-line';
import { formatVariance } from './payables-format';

/**
 * Matches one line of a supplier invoice to an expected line of its supplier: the candidates are
 * the supplier's unmatched expected lines, the file the line names first; the search narrows them
 * to a file. Each shows the variance the match would carry (billed − expected).
 */
export function MatchLineModal({
  invoiceId,
  line,
  currency,
  onClose,
}: {
  invoiceId: number;
  line: TSupplierInvoiceLineView;
  currency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('payables');
  const [fileReference, setFileReference] = useState(line.fileReference);
  const [query] = useDebouncedValue(fileReference, 250);
  const candidates = useMatchCandidates(invoiceId, line.id, query, true);
  const match = useMatchSupplierInvoiceLine(invoiceId);
  const once = useSingleFlight();
  const title = t('match.title', { n: line.position });
  const rows = candidates.data?.candidates ?? [];

  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <Stack gap="sm">
        <Text size="sm">
          {t('match.billed', {
            description: line.description || line.fileReference || '—',
            amount: formatMoney(line.amountCents, currency),
          })}
        </Text>
        <TextInput
          label={t('match.fileReference')}
          description={t('match.fileReferenceHint')}
          value={fileReference}
          maxLength={40}
          onChange={(event) => setFileReference(event.currentTarget.value)}
          w={260}
        />
        {candidates.error ? (
          <Alert color="red" role="alert">
            {candidates.error.message}
          </Alert>
        ) : null}
        {match.error ? (
          <Alert color="red" role="alert">
            {match.error.message}
          </Alert>
        ) : null}
        {candidates.isPending ? (
          <Loader aria-label={t('loading', { ns: 'common' })} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('match.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table
              striped
              verticalSpacing="xs"
              aria-label={t('match.table')}
              aria-busy={candidates.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.file')}</Table.Th>
                  <Table.Th>{t('columns.service')}</Table.Th>
                  <Table.Th>{t('columns.serviceDate')}</Table.Th>
                  <Table.Th ta="right">{t('columns.expected')}</Table.Th>
                  <Table.Th ta="right">{t('columns.variance')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((candidate) => {
                  const variance = line.amountCents - candidate.expectedCents;
                  return (
                    <Table.Tr key={`${candidate.serviceLineId}-${candidate.kind}`}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {candidate.fileReference}
                        <Text size="xs" c="dimmed">
                          {candidate.bookingName}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {candidate.serviceName}
                        {candidate.kind === 'cancellation' ? (
                          <Text size="xs" c="dimmed">
                            {t('kinds.cancellation')}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        {formatDayMonthYear(candidate.serviceDate, i18n.language)}
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatMoney(candidate.expectedCents, candidate.currency)}
                      </Table.Td>
                      <Table.Td
                        ta="right"
                        c={variance !== 0 ? 'red' : undefined}
                        fw={variance !== 0 ? 700 : undefined}
                      >
                        {formatVariance(variance, candidate.currency)}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          loading={
                            match.isPending &&
                            match.variables?.serviceLineId === candidate.serviceLineId
                          }
                          aria-label={t('match.choose', {
                            service: candidate.serviceName,
                            file: candidate.fileReference,
                          })}
                          onClick={() =>
                            once((done) =>
                              match.mutate(
                                {
                                  lineId: line.id,
                                  serviceLineId: candidate.serviceLineId,
                                  kind: candidate.kind,
                                },
                                { onSuccess: onClose, onSettled: done },
                              ),
                            )
                          }
                        >
                          {t('match.submit')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {candidates.data?.hasMore ? (
          <Text size="sm" c="dimmed">
            {t('match.hasMore')}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
