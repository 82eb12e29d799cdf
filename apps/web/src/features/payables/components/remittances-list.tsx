import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { MAIL_STATUSES } from '@portal/shared/contracts/outbox';
import type { TPaymentRunDetail } from '@portal/shared/contracts/payables';
import { formatMoney } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';
import { MailStatusBadge } from '../../../components/ui/mail-status-badge';
import { useDownloadRemittance } from '../api/download-remittance';

/**
 * What a payment run paid each supplier: the remittance advice's PDF (rendered when downloaded)
 * and the email that sends it, as the outbox has it.
 */
export function RemittancesList({ run }: { run: TPaymentRunDetail }) {
  const { t } = useTranslation('payables');
  const download = useDownloadRemittance();
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" aria-label={t('runs.remittancesOf', { number: run.number })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.supplier')}</Table.Th>
              <Table.Th>{t('runs.invoices')}</Table.Th>
              <Table.Th ta="right">{t('columns.total')}</Table.Th>
              <Table.Th>{t('runs.email')}</Table.Th>
              <Table.Th>{t('runs.advice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.remittances.map((remittance) => {
              const status = MAIL_STATUSES.find((value) => value === remittance.mailStatus);
              return (
                <Table.Tr key={remittance.id}>
                  <Table.Td>
                    {remittance.supplierName}
                    <Text size="xs" c="dimmed">
                      {remittance.supplierCode}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {remittance.invoices.map((invoice) => (
                      <Text key={invoice.supplierInvoiceId} size="sm">
                        {invoice.supplierReference} ·{' '}
                        {formatMoney(invoice.totalCents, run.currency)}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(remittance.totalCents, run.currency)}</Table.Td>
                  <Table.Td>
                    {remittance.mailId === null ? (
                      <Text size="sm" c="dimmed">
                        {t('runs.noEmail')}
                      </Text>
                    ) : (
                      <Group gap={6} wrap="nowrap">
                        {status ? <MailStatusBadge status={status} size="sm" /> : null}
                        <Text size="sm">
                          {t('runs.emailQueued', { email: remittance.supplierEmail })}
                        </Text>
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconFileTypePdf size={14} />}
                      loading={
                        download.isPending && download.variables?.remittanceId === remittance.id
                      }
                      aria-label={t('runs.downloadFor', { supplier: remittance.supplierName })}
                      onClick={() =>
                        download.mutate(
                          {
                            paymentRunId: run.id,
                            remittanceId: remittance.id,
                            fallbackName: `remittance-${run.number}-${remittance.supplierCode}.pdf`,
                          },
                          {
                            onError: (error) =>
                              notifications.show({
                                color: 'red',
                                title: t('runs.downloadFailed'),
                                message: error.message,
                              }),
                          },
                        )
                      }
                    >
                      {t('runs.download')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {run.remittances.length === 0 ? <Alert color="gray">{t('runs.noRemittances')}</Alert> : null}
    </Stack>
  );
}
