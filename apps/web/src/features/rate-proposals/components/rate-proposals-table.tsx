import { formatMoment } from '@portal/shared/format/dates';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  RATE_PROPOSAL_STATUSES,
  type TRateProposal,
  type TRateProposalStatus,
  type TSupplierRateProduct,
} from '@portal/shared/contracts/rate-proposals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { exportRateProposals, useRateProposal, useRateProposals } from '../api/get-rate-proposals';
import type { TProposalArea } from '../api/query-keys';
import { useWithdrawRateProposal } from '../api/withdraw-rate-proposal';
import { ProposalDiff } from './proposal-diff';
import { summariseProposal } from './proposal-format';
import { ProposalStatusBadge } from './proposal-status-badge';

function readStatus(value: string): TRateProposalStatus | '' {
  return (RATE_PROPOSAL_STATUSES as readonly string[]).includes(value)
    ? (value as TRateProposalStatus)
    : '';
}

function readId(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function ProposalDetailsModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('rate-proposals');
  const detail = useRateProposal('supplier', id);
  return (
    <Modal opened onClose={onClose} title={t('detail.title', { id })} size="lg">
      {detail.error ? (
        <Alert color="red" role="alert">
          {detail.error.message}
        </Alert>
      ) : detail.data ? (
        <Stack gap="sm">
          {detail.data.reviewReason ? (
            <Text size="sm">{t('detail.reason', { reason: detail.data.reviewReason })}</Text>
          ) : null}
          <ProposalDiff detail={detail.data} />
        </Stack>
      ) : (
        <Loader size="sm" />
      )}
    </Modal>
  );
}

function WithdrawButton({ proposal }: { proposal: TRateProposal }) {
  const { t } = useTranslation('rate-proposals');
  const withdraw = useWithdrawRateProposal();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={withdraw.isPending}
        onClick={() => withdraw.mutate(proposal.id)}
        aria-label={t('actions.withdrawNamed', { id: proposal.id })}
      >
        {t('actions.withdraw')}
      </Button>
      {withdraw.error ? (
        <Text size="xs" c="red" role="alert">
          {withdraw.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Proposals newest first, with status and product (and, for the back office, supplier) filters
 * kept in the address, and server-side pages.
 */
export function RateProposalsTable({
  area,
  products = [],
  suppliers = [],
}: {
  area: TProposalArea;
  products?: readonly Pick<TSupplierRateProduct, 'id' | 'code' | 'name'>[];
  suppliers?: readonly { id: number; code: string; name: string }[];
}) {
  const { t, i18n } = useTranslation('rate-proposals');
  const { page, filters, setFilter, setPage } = useListParams([
    'status',
    'productId',
    'supplierId',
  ] as const);
  const filter = {
    status: readStatus(filters.status),
    productId: readId(filters.productId),
    supplierId: area === 'admin' ? readId(filters.supplierId) : null,
    page,
  };
  const proposals = useRateProposals(area, filter);
  const [detailId, setDetailId] = useState<number | null>(null);
  const rows = proposals.data?.data ?? [];

  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          clearable
          value={filter.status || null}
          onChange={(value) => setFilter('status', value ?? '')}
          data={RATE_PROPOSAL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          w={200}
        />
        {products.length > 0 ? (
          <Select
            label={t('filters.product')}
            placeholder={t('filters.all')}
            clearable
            searchable
            value={filter.productId === null ? null : String(filter.productId)}
            onChange={(value) => setFilter('productId', value ?? '')}
            data={products.map((row) => ({
              value: String(row.id),
              label: `${row.code} – ${row.name}`,
            }))}
            w={320}
          />
        ) : null}
        {area === 'admin' && suppliers.length > 0 ? (
          <Select
            label={t('filters.supplier')}
            placeholder={t('filters.all')}
            clearable
            searchable
            value={filter.supplierId === null ? null : String(filter.supplierId)}
            onChange={(value) => setFilter('supplierId', value ?? '')}
            data={suppliers.map((row) => ({
              value: String(row.id),
              label: `${row.code} – ${row.name}`,
            }))}
            w={320}
          />
        ) : null}
        {area === 'admin' ? (
          <Group ml="auto">
            <ExportCsvButton download={() => exportRateProposals(filter)} />
          </Group>
        ) : null}
      </Group>
      {proposals.error ? (
        <Alert color="red" role="alert">
          {proposals.error.message}
        </Alert>
      ) : null}
      {proposals.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 && !proposals.error ? (
        <Text data-testid="proposals-empty">{t('list.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('list.tableLabel')}
            aria-busy={proposals.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.id')}</Table.Th>
                <Table.Th>{t('columns.created')}</Table.Th>
                {area === 'admin' ? <Table.Th>{t('columns.supplier')}</Table.Th> : null}
                <Table.Th>{t('columns.product')}</Table.Th>
                <Table.Th>{t('columns.change')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.decision')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((proposal) => (
                <Table.Tr key={proposal.id} data-proposal-id={proposal.id}>
                  <Table.Td>#{proposal.id}</Table.Td>
                  <Table.Td>{formatMoment(proposal.createdAt, i18n.language)}</Table.Td>
                  {area === 'admin' ? (
                    <Table.Td>
                      {proposal.supplierCode} – {proposal.supplierName}
                    </Table.Td>
                  ) : null}
                  <Table.Td>{proposal.productCode}</Table.Td>
                  <Table.Td>{summariseProposal(t, proposal, i18n.language)}</Table.Td>
                  <Table.Td>
                    <ProposalStatusBadge status={proposal.status} />
                  </Table.Td>
                  <Table.Td>
                    {proposal.reviewedAt ? (
                      <Text size="sm">
                        {t('list.decided', {
                          name: proposal.reviewedBy ?? '—',
                          when: formatMoment(proposal.reviewedAt, i18n.language),
                        })}
                        {proposal.reviewReason ? ` — ${proposal.reviewReason}` : ''}
                      </Text>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    {area === 'admin' ? (
                      <Anchor component={Link} to={`/admin/rate-proposals/${proposal.id}`}>
                        {proposal.status === 'pending' ? t('actions.review') : t('actions.view')}
                      </Anchor>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => setDetailId(proposal.id)}
                          aria-label={t('actions.detailsNamed', { id: proposal.id })}
                        >
                          {t('actions.details')}
                        </Button>
                        {proposal.status === 'pending' ? (
                          <WithdrawButton proposal={proposal} />
                        ) : null}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={proposals.data}
        onPageChange={setPage}
        disabled={proposals.isFetching}
      />
      {detailId !== null ? (
        <ProposalDetailsModal id={detailId} onClose={() => setDetailId(null)} />
      ) : null}
    </Stack>
  );
}
