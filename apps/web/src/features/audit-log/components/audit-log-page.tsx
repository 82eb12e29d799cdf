import { formatMoment } from '@portal/shared/format/dates';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { AUDIT_LOG_SORTS, type TAuditEntryView } from '@portal/shared/contracts/audit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventFacts, eventSentence } from '../../../components/ui/event-text';
import { Pagination } from '../../../components/ui/pagination';
import { SortableTh } from '../../../components/ui/sortable-th';
import { useListParams } from '../../../lib/use-list-params';
import { useListSort } from '../../../lib/use-list-sort';
import { useExportAuditLog } from '../api/export-audit-log';
import { useAuditEntityTypes, useAuditLog } from '../api/get-audit-log';
import { AUDIT_LOG_FILTERS } from '../api/query-keys';

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
      w={180}
    />
  );
}

function EntityCell({ entry }: { entry: TAuditEntryView }) {
  if (entry.fileReference) {
    return (
      <Anchor component={Link} to={`/admin/client-files/${entry.fileReference}`}>
        {entry.fileReference}
      </Anchor>
    );
  }
  return <>{entry.entityId ?? '—'}</>;
}

/** "Who": the person's name, with the username beside it when the actor was a user. */
function ActorCell({ entry }: { entry: TAuditEntryView }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{entry.actorName}</Text>
      {entry.actorUsername && entry.actorUsername !== entry.actorName ? (
        <Text size="xs" c="dimmed" data-testid="actor-username">
          {entry.actorUsername}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /admin/audit-log: who changed what on which entity, newest first or sorted by a column, with
 * filters and CSV export.
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation(['audit-log', 'events']);
  const entityLabel = (type: string) =>
    t(`entity.${type}`, { ns: 'events', keySeparator: false, defaultValue: type });
  const { page, filters, setFilter, setPage, resetFilters } = useListParams(AUDIT_LOG_FILTERS);
  const { order, setOrder } = useListSort(AUDIT_LOG_SORTS);
  const log = useAuditLog(filters, page, order);
  const th = (column: string, label: string) => (
    <SortableTh column={column} label={label} current={order} onSort={setOrder} />
  );
  const entityTypes = useAuditEntityTypes();
  const exportLog = useExportAuditLog();
  const rows = log.data?.data ?? [];
  const hasFilters = Object.values(filters).some((value) => value !== '');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button
          variant="default"
          loading={exportLog.isPending}
          onClick={() => exportLog.mutate({ filter: filters, order })}
        >
          {t('export')}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap" role="search" aria-label={t('filters.label')}>
        <FilterText
          label={t('filters.actor')}
          value={filters.actor}
          onApply={(value) => setFilter('actor', value)}
        />
        <FilterText
          label={t('filters.action')}
          value={filters.action}
          onApply={(value) => setFilter('action', value)}
        />
        <Select
          label={t('filters.entityType')}
          placeholder={t('filters.all')}
          clearable
          searchable
          value={filters.entity_type || null}
          onChange={(value) => setFilter('entity_type', value ?? '')}
          data={(entityTypes.data ?? []).map((type) => ({ value: type, label: entityLabel(type) }))}
          w={200}
        />
        <FilterText
          label={t('filters.entity')}
          value={filters.entity}
          onApply={(value) => setFilter('entity', value)}
        />
        <DateInput
          label={t('filters.from')}
          valueFormat="DD MMM YYYY"
          clearable
          value={filters.from || null}
          onChange={(value) => setFilter('from', value ?? '')}
          w={170}
        />
        <DateInput
          label={t('filters.to')}
          valueFormat="DD MMM YYYY"
          clearable
          value={filters.to || null}
          onChange={(value) => setFilter('to', value ?? '')}
          w={170}
        />
        {hasFilters ? (
          <Button variant="subtle" onClick={resetFilters}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </Group>
      {exportLog.error ? (
        <Alert color="red" role="alert">
          {exportLog.error.message}
        </Alert>
      ) : null}
      {log.error ? (
        <Alert color="red" role="alert">
          {log.error.message}
        </Alert>
      ) : null}
      {log.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 && !log.error ? (
        <Text>{t('empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t('tableLabel')} aria-busy={log.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {th('at', t('columns.at'))}
                {th('actor', t('columns.actor'))}
                {th('action', t('columns.action'))}
                {th('entityType', t('columns.entityType'))}
                {th('entity', t('columns.entity'))}
                <Table.Th>{t('columns.detail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatMoment(entry.at, i18n.language)}</Table.Td>
                  <Table.Td>
                    <ActorCell entry={entry} />
                  </Table.Td>
                  <Table.Td>{eventSentence(t, entry.action)}</Table.Td>
                  <Table.Td>{entityLabel(entry.entityType)}</Table.Td>
                  <Table.Td>
                    <EntityCell entry={entry} />
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    {entry.facts.length > 0 ? (
                      <EventFacts facts={entry.facts} brandId={entry.brandId} />
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={log.data} onPageChange={setPage} disabled={log.isFetching} />
    </Stack>
  );
}
