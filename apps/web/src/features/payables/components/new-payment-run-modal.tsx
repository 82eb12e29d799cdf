import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TPaymentRunDetail } from '@portal/shared/contracts/payables';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateInputProps } from '../../../components/ui/form-date-input';
import { useBrandToday } from '../../../lib/settings';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useCreatePaymentRun } from '../api/create-payment-run';
import { usePaymentRunProposal } from '../api/get-payment-run-proposal';
import { BRAND_OPTIONS } from './payables-format';
import { RemittancesList } from './remittances-list';

function PaymentRunMade({ run, onClose }: { run: TPaymentRunDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation('payables');
  const emailed = run.remittances.filter((remittance) => remittance.mailId !== null).length;
  return (
    <Stack gap="sm">
      <Alert
        color="green"
        role="status"
        icon={<IconCircleCheck size={18} aria-hidden />}
        title={t('runs.made', { number: run.number })}
      >
        <Text size="sm">
          {t('runs.madeSummary', {
            total: formatMoney(run.totalCents, run.currency),
            date: formatDayMonthYear(run.paidOn, i18n.language),
            count: run.invoiceCount,
          })}{' '}
          {t('runs.emailsQueued', { count: emailed })}
        </Text>
      </Alert>
      <RemittancesList run={run} />
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </Group>
    </Stack>
  );
}

/**
 * A payment run: the brand, the day the money leaves, and which approved supplier invoices it pays
 * (those due by a date, all ticked to start with), with the total. Confirming makes the run once
 * however often it is pressed (one Idempotency-Key), queues each supplier's remittance advice by
 * email and shows the run with its advices.
 */
export function NewPaymentRunModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('payables');
  const dateProps = useDateInputProps();
  const [brandId, setBrandId] = useState<1 | 2>(1);
  const today = useBrandToday(brandId);
  // The paid-on date follows the brand's today until the user picks one.
  const [chosenPaidOn, setChosenPaidOn] = useState<string | null>(null);
  const paidOn = chosenPaidOn ?? today;
  const [dueBy, setDueBy] = useState('');
  const proposal = usePaymentRunProposal(brandId, dueBy, true);
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const create = useCreatePaymentRun();
  const once = useSingleFlight();
  const [made, setMade] = useState<TPaymentRunDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A new proposal (another brand or date) starts with every invoice ticked.
  const invoices = useMemo(() => proposal.data?.invoices ?? [], [proposal.data]);
  useEffect(() => setUnticked(new Set()), [invoices]);

  const chosen = invoices.filter((invoice) => !unticked.has(invoice.id));
  const totalCents = chosen.reduce((sum, invoice) => sum + invoice.totalCents, 0);
  const currency = proposal.data?.currency ?? (brandId === 2 ? 'AUD' : 'NZD');
  const isAllTicked = invoices.length > 0 && chosen.length === invoices.length;

  const toggle = (id: number, isTicked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (isTicked) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirm = () =>
    once((done) => {
      if (!paidOn) {
        setProblem(t('runs.paidOnRequired'));
        done();
        return;
      }
      setProblem(null);
      create.mutate(
        { brandId, paidOn, supplierInvoiceIds: chosen.map((invoice) => invoice.id) },
        { onSuccess: setMade, onSettled: done },
      );
    });

  return (
    <Modal opened onClose={onClose} title={t('runs.new')} size="xl">
      {made ? (
        <PaymentRunMade run={made} onClose={onClose} />
      ) : (
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <Select
              label={t('form.brand')}
              data={BRAND_OPTIONS}
              value={String(brandId)}
              allowDeselect={false}
              onChange={(value) => {
                setBrandId(value === '2' ? 2 : 1);
                setChosenPaidOn(null);
              }}
              withAsterisk
              w={160}
            />
            <DateInput
              {...dateProps}
              label={t('runs.paidOn')}
              value={paidOn || null}
              onChange={(value) => setChosenPaidOn(value ?? '')}
              withAsterisk
              w={180}
            />
            <DateInput
              {...dateProps}
              label={t('runs.dueBy')}
              description={t('runs.dueByHint')}
              clearable
              value={dueBy || null}
              onChange={(value) => setDueBy(value ?? '')}
              w={200}
            />
          </Group>
          {proposal.error ? (
            <Alert color="red" role="alert">
              {proposal.error.message}
            </Alert>
          ) : null}
          {proposal.isPending ? (
            <Loader aria-label={t('loading', { ns: 'common' })} />
          ) : invoices.length === 0 ? (
            <Text c="dimmed">{t('runs.nothingDue')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table
                striped
                verticalSpacing="xs"
                aria-label={t('runs.proposal')}
                aria-busy={proposal.isFetching}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('runs.tickAll')}
                        checked={isAllTicked}
                        indeterminate={chosen.length > 0 && !isAllTicked}
                        onChange={(event) =>
                          setUnticked(
                            event.currentTarget.checked
                              ? new Set()
                              : new Set(invoices.map((invoice) => invoice.id)),
                          )
                        }
                      />
                    </Table.Th>
                    <Table.Th>{t('columns.supplier')}</Table.Th>
                    <Table.Th>{t('columns.invoiceNumber')}</Table.Th>
                    <Table.Th>{t('columns.dueOn')}</Table.Th>
                    <Table.Th ta="right">{t('columns.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoices.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('runs.tick', {
                            reference: invoice.supplierReference,
                            supplier: invoice.supplierName,
                          })}
                          checked={!unticked.has(invoice.id)}
                          onChange={(event) => toggle(invoice.id, event.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>{invoice.supplierName}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/admin/finance/supplier-invoices/${invoice.id}`}
                          target="_blank"
                        >
                          {invoice.supplierReference}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatDayMonthYear(invoice.dueOn, i18n.language)}</Table.Td>
                      <Table.Td ta="right">
                        {formatMoney(invoice.totalCents, invoice.currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text fw={700} data-testid="payment-run-total">
            {t('runs.total', {
              amount: formatMoney(totalCents, currency),
              count: chosen.length,
            })}
          </Text>
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          {create.error ? (
            <Alert color="red" role="alert">
              {create.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={confirm} loading={create.isPending} disabled={chosen.length === 0}>
              {t('runs.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
