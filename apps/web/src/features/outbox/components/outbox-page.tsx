import {
  Alert,
  Badge,
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
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { exportOutbox } from '../api/export-outbox';
import { useOutboxMessages } from '../api/get-outbox-messages';
import { MessageText } from './message-text';

const STATUS_COLOURS: Record<TOutboxMessage['status'], string> = {
  sent: 'green',
  pending: 'yellow',
  held: 'gray',
  failed: 'red',
};

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The mail outbox: every message the portal sent or holds, newest first, filterable by recipient. */
export function OutboxPage() {
  const { t, i18n } = useTranslation('outbox');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const to = searchParams.get('to') ?? '';
  const [recipient, setRecipient] = useState(to);
  const [openMessage, setOpenMessage] = useState<TOutboxMessage | null>(null);
  const outboxQuery = useOutboxMessages({ page, to });
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
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
        <ExportCsvButton download={() => exportOutbox({ to })} />
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
                <Table.Th>{t('columns.createdAt')}</Table.Th>
                <Table.Th>{t('columns.to')}</Table.Th>
                <Table.Th>{t('columns.subject')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((message) => (
                <Table.Tr key={message.id}>
                  <Table.Td>{dateFormat.format(new Date(message.createdAt))}</Table.Td>
                  <Table.Td>{message.to}</Table.Td>
                  <Table.Td>{message.subject}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOURS[message.status]} variant="light">
                      {t(`status.${message.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => setOpenMessage(message)}
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
        opened={openMessage !== null}
        onClose={() => setOpenMessage(null)}
        title={openMessage?.subject}
        size="lg"
      >
        {openMessage ? (
          <Stack gap="sm">
            <Text size="sm">
              <strong>{t('columns.to')}:</strong> {openMessage.to}
            </Text>
            <Text size="sm">
              <strong>{t('columns.status')}:</strong> {t(`status.${openMessage.status}`)}
              {openMessage.sentAt
                ? ` · ${t('sentAt', { date: dateFormat.format(new Date(openMessage.sentAt)) })}`
                : null}
            </Text>
            {openMessage.lastError ? (
              <Alert color="red">{t('lastError', { error: openMessage.lastError })}</Alert>
            ) : null}
            <MessageText text={openMessage.text} />
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
