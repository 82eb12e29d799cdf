import { formatMoment } from '@portal/shared/format/dates';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import type { TAdminPrize } from '@portal/shared/contracts/prizes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useExportPrizes } from '../api/export-prizes';
import { useAllPrizes, usePrizeClaims, usePrizes } from '../api/get-prizes';
import { PRIZE_FILTERS, type TPrizeFilters } from '../api/query-keys';
import { useSavePrize } from '../api/save-prize';
import { PrizeForm } from './prize-form';

/** A text filter applied when the field is left or Enter is pressed, not on every keystroke. */
function FilterText({
  label,
  value,
  onApply,
}: {
  label: string;
  value: string;
  onApply: (value: string) => void;
}) {
  return (
    <TextInput
      key={value}
      label={label}
      defaultValue={value}
      onBlur={(event) => onApply(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onApply(event.currentTarget.value);
      }}
      w={200}
    />
  );
}

type TSetFilter = (name: keyof TPrizeFilters, value: string) => void;

function PrizeList({
  filters,
  page,
  setFilter,
  setPage,
  onEdit,
}: {
  filters: TPrizeFilters;
  page: number;
  setFilter: TSetFilter;
  setPage: (page: number) => void;
  onEdit: (prize: TAdminPrize) => void;
}) {
  const { t } = useTranslation('prizes');
  const prizes = usePrizes(filters, page);
  const save = useSavePrize();
  const rows = prizes.data?.data ?? [];

  const toggle = (prize: TAdminPrize) =>
    save.mutate(
      {
        id: prize.id,
        body: {
          name: prize.name,
          description: prize.description,
          imageUrl: prize.imageUrl ?? '',
          stock: prize.stock,
          active: !prize.active,
          expectedStock: prize.stock,
        },
      },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'fern',
            message: t(saved.active ? 'activated' : 'deactivated', { name: saved.name }),
          }),
        onError: (error) =>
          notifications.show({ color: 'red', title: t('saveFailed'), message: error.message }),
      },
    );

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" role="search" aria-label={t('filters.label')}>
        <FilterText
          label={t('filters.search')}
          value={filters.q}
          onApply={(value) => setFilter('q', value)}
        />
        <Select
          label={t('filters.active')}
          placeholder={t('filters.all')}
          clearable
          value={filters.active || null}
          onChange={(value) => setFilter('active', value ?? '')}
          data={[
            { value: 'true', label: t('state.active') },
            { value: 'false', label: t('state.inactive') },
          ]}
          w={180}
        />
      </Group>
      {prizes.error ? (
        <Alert color="red" role="alert">
          {prizes.error.message}
        </Alert>
      ) : null}
      {prizes.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 && !prizes.error ? (
        <Text>{t('empty.prizes')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label={t('prizesTable')} aria-busy={prizes.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.description')}</Table.Th>
                <Table.Th ta="right">{t('columns.stock')}</Table.Th>
                <Table.Th ta="right">{t('columns.chosen')}</Table.Th>
                <Table.Th>{t('columns.state')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((prize) => (
                <Table.Tr key={prize.id} data-prize={prize.name}>
                  <Table.Td fw={600}>{prize.name}</Table.Td>
                  <Table.Td maw={360}>
                    <Text size="sm">{prize.description}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {prize.stock === 0 ? (
                      <Badge color="red" variant="light">
                        {t('outOfStock')}
                      </Badge>
                    ) : (
                      prize.stock
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{prize.chosenCount}</Table.Td>
                  <Table.Td>
                    <Badge color={prize.active ? 'green' : 'gray'} variant="light">
                      {prize.active ? t('state.active') : t('state.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={t('editFor', { name: prize.name })}
                        onClick={() => onEdit(prize)}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="light"
                        color={prize.active ? 'gray' : 'green'}
                        loading={save.isPending && save.variables.id === prize.id}
                        onClick={() => toggle(prize)}
                      >
                        {prize.active ? t('deactivate') : t('activate')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={prizes.data} onPageChange={setPage} disabled={prizes.isFetching} />
    </Stack>
  );
}

function ClaimList({
  filters,
  page,
  setFilter,
  setPage,
}: {
  filters: TPrizeFilters;
  page: number;
  setFilter: TSetFilter;
  setPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('prizes');
  const claims = usePrizeClaims(filters, page);
  const prizes = useAllPrizes();
  const rows = claims.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap" role="search" aria-label={t('filters.label')}>
        <Select
          label={t('filters.prize')}
          placeholder={t('filters.all')}
          clearable
          value={filters.prize_id || null}
          onChange={(value) => setFilter('prize_id', value ?? '')}
          data={(prizes.data?.data ?? []).map((prize) => ({
            value: String(prize.id),
            label: prize.name,
          }))}
          w={220}
        />
        <FilterText
          label={t('filters.reference')}
          value={filters.reference}
          onApply={(value) => setFilter('reference', value)}
        />
        <DateInput
          label={t('filters.from')}
          valueFormat="DD MMM YYYY"
          clearable
          value={filters.from || null}
          onChange={(value) => setFilter('from', value ?? '')}
          w={160}
        />
        <DateInput
          label={t('filters.to')}
          valueFormat="DD MMM YYYY"
          clearable
          value={filters.to || null}
          onChange={(value) => setFilter('to', value ?? '')}
          w={160}
        />
      </Group>
      {claims.error ? (
        <Alert color="red" role="alert">
          {claims.error.message}
        </Alert>
      ) : null}
      {claims.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 && !claims.error ? (
        <Text>{t('empty.claims')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={700}>
          <Table striped aria-label={t('claimsTable')} aria-busy={claims.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.chosenAt')}</Table.Th>
                <Table.Th>{t('columns.booking')}</Table.Th>
                <Table.Th>{t('columns.agency')}</Table.Th>
                <Table.Th>{t('columns.prize')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((claim) => (
                <Table.Tr key={claim.fileReference}>
                  <Table.Td>{formatMoment(claim.chosenAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/client-files/${claim.fileReference}`}>
                      {claim.fileReference}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {claim.bookingName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{claim.agencyName}</Table.Td>
                  <Table.Td>{claim.prizeName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={claims.data} onPageChange={setPage} disabled={claims.isFetching} />
    </Stack>
  );
}

/** /admin/prizes: the thank-you prizes, their stock, and which booking claimed which. */
export function PrizesPage() {
  const { t } = useTranslation('prizes');
  const { page, filters, setFilter, setPage } = useListParams(PRIZE_FILTERS);
  const tab = filters.tab === 'claims' ? 'claims' : 'prizes';
  const exportList = useExportPrizes();
  const save = useSavePrize();
  // The prize being edited is read from the list, so a reload after a stock conflict shows
  // (and sends back) the current stock.
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const list = usePrizes(filters, page);
  const editedPrize =
    editing === null || editing.id === null
      ? null
      : (list.data?.data.find((prize) => prize.id === editing.id) ?? null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exportList.isPending}
            onClick={() => exportList.mutate({ filters, what: tab })}
          >
            {t('export')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ id: null })}>
            {t('add')}
          </Button>
        </Group>
      </Group>
      {exportList.error ? (
        <Alert color="red" role="alert">
          {exportList.error.message}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) => setFilter('tab', value === 'claims' ? value : '')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="prizes">{t('tabs.prizes')}</Tabs.Tab>
          <Tabs.Tab value="claims">{t('tabs.claims')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="prizes">
          <PrizeList
            filters={filters}
            page={page}
            setFilter={setFilter}
            setPage={setPage}
            onEdit={(prize) => setEditing({ id: prize.id })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="claims">
          <ClaimList filters={filters} page={page} setFilter={setFilter} setPage={setPage} />
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editedPrize ? t('editTitle', { name: editedPrize.name }) : t('addTitle')}
      >
        {editing !== null && (editing.id === null || editedPrize) ? (
          <PrizeForm
            key={editing.id ?? 'new'}
            prize={editedPrize}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await save.mutateAsync({ id: editing.id, body });
              notifications.show({ color: 'fern', message: t('saved', { name: body.name }) });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
