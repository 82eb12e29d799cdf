import { formatMoment } from '@portal/shared/format/dates';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { OUTBOX_SORTS } from '@portal/shared/contracts/outbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { MailStatusBadge } from '../../../components/ui/mail-status-badge';
import { SortableTh } from '../../../components/ui/sortable-th';
import { useListSort } from '../../../lib/use-list-sort';
import { exportOutbox } from '../api/export-outbox';
import { useOutboxMessage } from '../api/get-outbox-message';
import { useOutboxMessages } from '../api/get-outbox-messages';
import { MessageText } from './message-text';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readMessageId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * The mail outbox: every message the portal sent or holds, newest first or sorted by a column,
 * filterable by recipient.
 * The open message is in the address (`?message=<id>`), so a file's timeline can link to it.
 */
export function OutboxPage() {
  const { t, i18n } = useTranslation('outbox');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const to = searchParams.get('to') ?? '';
  const openId = readMessageId(searchParams.get('message'));
  const [recipient, setRecipient] = useState(to);
  const { order, setOrder } = useListSort(OUTBOX_SORTS);
  const outboxQuery = useOutboxMessages({ page, to, ...order });
  const th = (column: string, label: string) => (
    <SortableTh column={column} label={label} current={order} onSort={setOrder} />
  );
  const onPage = outboxQuery.data?.data.find((message) => message.id === openId);
  // A message on the page on screen needs no second read; one linked from elsewhere does.
  const messageQuery = useOutboxMessage(openId !== null && !onPage ? openId : null);
  const openMessage = onPage ?? (openId !== null ? messageQuery.data : undefined);

  const setOpenId = (id: number | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete('message');
      else next.set('message', String(id));
      return next;
    });

  const applyRecipient = useDebouncedCallback((value: string) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value.trim()) next.set('to', value.trim());
        else next.delete('to');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, 300);

  const goToPage = (nextPage: number) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('page', String(nextPage));
      return next;
    });

  const result = outboxQuery.data;
  const rows = result?.data ?? [];

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('filter.label')}
          placeholder={t('filter.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={recipient}
          onChange={(event) => {
            setRecipient(event.currentTarget.value);
            applyRecipient(event.currentTarget.value);
          }}
          maw={420}
          style={{ flex: 1 }}
        />
        <ExportCsvButton download={() => exportOutbox({ to, ...order })} />
      </Group>
      {outboxQuery.error ? (
        <Alert color="red" role="alert">
          {outboxQuery.error.message}
        </Alert>
      ) : null}
      {outboxQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !outboxQuery.error ? (
        <Text>{t('empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {th('createdAt', t('columns.createdAt'))}
                {th('to', t('columns.to'))}
                {th('subject', t('columns.subject'))}
                {th('status', t('columns.status'))}
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((message) => (
                <Table.Tr key={message.id}>
                  <Table.Td>{formatMoment(message.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{message.to}</Table.Td>
                  <Table.Td>{message.subject}</Table.Td>
                  <Table.Td>
                    <MailStatusBadge status={message.status} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => setOpenId(message.id)}
                      aria-label={t('read', { subject: message.subject })}
                    >
                      {t('readShort')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {result && result.meta.total > result.meta.per_page ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('range', {
              from: result.meta.from ?? 0,
              to: result.meta.to ?? 0,
              total: result.meta.total,
            })}
          </Text>
          <Pagination
            total={result.meta.last_page}
            value={result.meta.current_page}
            onChange={goToPage}
            getControlProps={(control) => ({
              'aria-label': t(`pagination.${control}`, { ns: 'common' }),
            })}
            getItemProps={(pageNumber) => ({
              'aria-label': t('pagination.page', { ns: 'common', page: pageNumber }),
            })}
          />
        </Group>
      ) : null}
      <Modal
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        title={openMessage?.subject ?? t('message')}
        size="lg"
      >
        {messageQuery.error && !openMessage ? (
          <Alert color="red" role="alert">
            {messageQuery.error.message}
          </Alert>
        ) : !openMessage ? (
          <Loader aria-label={t('loading', { ns: 'common' })} />
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              <strong>{t('columns.to')}:</strong> {openMessage.to}
            </Text>
            <Text size="sm">
              <strong>{t('columns.status')}:</strong> {t(`status.${openMessage.status}`)}
              {openMessage.sentAt
                ? ` · ${t('sentAt', { date: formatMoment(openMessage.sentAt, i18n.language) })}`
                : null}
            </Text>
            {openMessage.lastError ? (
              <Alert color="red">{t('lastError', { error: openMessage.lastError })}</Alert>
            ) : null}
            <MessageText text={openMessage.text} />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
