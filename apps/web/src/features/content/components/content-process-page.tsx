import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContentBatch } from '@portal/shared/contracts/content';
import {
  ACTIVE_BATCH_STATUSES,
  CONTENT_BATCH_STATUSES,
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  CONTENT_SUGGESTION_STATUSES,
  type TContentKind,
  type TContentLanguage,
} from '@portal/shared/domain/content-codes';
import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { isApiError } from '../../../lib/api-client';
import type { RealtimeConnection } from '../../../lib/realtime';
import { useRealtimeEvent } from '../../../lib/use-realtime-event';
import { useCancelContentBatch } from '../api/cancel-batch';
import { useCreateContentBatch } from '../api/create-batch';
import { exportContentBatches } from '../api/export-batches';
import { exportContentSuggestions } from '../api/export-suggestions';
import { useContentBatch } from '../api/get-batch';
import { useContentBatches } from '../api/get-batches';
import { useContentOptions } from '../api/get-options';
import { useContentSuggestions } from '../api/get-suggestions';
import { contentKeys } from '../api/query-keys';
import { useContentLabels } from '../hooks/use-content-labels';
import { SuggestionCard } from './suggestion-card';

function isActive(batch: Pick<TContentBatch, 'status'>): boolean {
  return ACTIVE_BATCH_STATUSES.includes(batch.status);
}

function percentOf(batch: Pick<TContentBatch, 'total' | 'done' | 'failed'>): number {
  return batch.total === 0 ? 100 : Math.round(((batch.done + batch.failed) / batch.total) * 100);
}

const STATUS_COLOURS: Record<TContentBatch['status'], string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  cancelled: 'orange',
  failed: 'red',
};

function NewBatchForm({ onCreated }: { onCreated: (batch: TContentBatch) => void }) {
  const labels = useContentLabels();
  const { t } = labels;
  const options = useContentOptions();
  const create = useCreateContentBatch();
  const [kinds, setKinds] = useState<TContentKind[]>([...CONTENT_KINDS]);
  const [languages, setLanguages] = useState<TContentLanguage[]>([...CONTENT_LANGUAGES]);
  const [maxScore, setMaxScore] = useState<number | ''>('');
  const [limit, setLimit] = useState<number | ''>(20);
  const fieldError = (field: string) =>
    isApiError(create.error) ? create.error.fieldError(field) : undefined;

  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            {
              kinds,
              languages,
              ...(limit === '' ? {} : { limit }),
              ...(maxScore === '' ? {} : { maxScore }),
            },
            {
              onSuccess: (batch) => {
                notifications.show({
                  color: 'fern',
                  message: t('process.started', { id: batch.id, items: batch.total }),
                });
                onCreated(batch);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('process.newBatch')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <Checkbox.Group
              label={t('process.kinds')}
              value={kinds}
              error={fieldError('kinds')}
              onChange={(values) => setKinds(CONTENT_KINDS.filter((kind) => values.includes(kind)))}
            >
              <Group mt={4}>
                {CONTENT_KINDS.map((kind) => (
                  <Checkbox key={kind} value={kind} label={labels.kind(kind)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Checkbox.Group
              label={t('process.languages')}
              value={languages}
              error={fieldError('languages')}
              onChange={(values) =>
                setLanguages(CONTENT_LANGUAGES.filter((language) => values.includes(language)))
              }
            >
              <Group mt={4}>
                {CONTENT_LANGUAGES.map((language) => (
                  <Checkbox key={language} value={language} label={labels.language(language)} />
                ))}
              </Group>
            </Checkbox.Group>
            <NumberInput
              label={t('process.maxScore')}
              description={t('process.maxScoreHint', {
                score: options.data?.options.suggestBelowScore ?? '—',
              })}
              min={1}
              max={100}
              allowDecimal={false}
              value={maxScore}
              error={fieldError('maxScore')}
              onChange={(value) => setMaxScore(value === '' ? '' : Number(value))}
            />
            <NumberInput
              label={t('process.limit')}
              description={t('process.limitHint')}
              min={1}
              max={500}
              allowDecimal={false}
              value={limit}
              error={fieldError('limit')}
              onChange={(value) => setLimit(value === '' ? '' : Number(value))}
            />
          </SimpleGrid>
          {create.error && !fieldError('maxScore') ? (
            <Alert color="red" role="alert">
              {create.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconPlayerPlay size={16} />}
              loading={create.isPending}
              disabled={kinds.length === 0 || languages.length === 0}
            >
              {t('process.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** A batch's progress: a bar over the items done (or failed) out of all. */
export function BatchProgress({ batch }: { batch: TContentBatch }) {
  const { t } = useContentLabels();
  const percent = percentOf(batch);
  return (
    <Stack gap={4}>
      <Progress.Root size="xl" aria-hidden>
        <Progress.Section
          value={batch.total === 0 ? 0 : (batch.done / batch.total) * 100}
          color="fern"
          animated={isActive(batch)}
        />
        <Progress.Section
          value={batch.total === 0 ? 0 : (batch.failed / batch.total) * 100}
          color="red"
        />
      </Progress.Root>
      <div
        role="progressbar"
        aria-label={t('process.progressLabel', { id: batch.id })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('process.progress', {
          done: batch.done + batch.failed,
          total: batch.total,
          percent,
        })}
      >
        <Text size="sm">
          {t('process.progress', { done: batch.done + batch.failed, total: batch.total, percent })}
          {batch.failed > 0 ? ` · ${t('process.failedCount', { failed: batch.failed })}` : ''}
        </Text>
      </div>
    </Stack>
  );
}

function BatchPanel({ batchId }: { batchId: number }) {
  const labels = useContentLabels();
  const { t } = labels;
  const batchQuery = useContentBatch(batchId);
  const cancel = useCancelContentBatch();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string>('pending');
  const [language, setLanguage] = useState<string>('');
  const filter = { batchId, status, language, type: '' };
  const suggestions = useContentSuggestions({ page, ...filter });
  const download = useMutation({
    mutationFn: () => exportContentSuggestions(filter),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('export.failed'), message: error.message }),
  });
  const batch = batchQuery.data;
  const rows = suggestions.data?.data ?? [];

  if (batchQuery.error) {
    return (
      <Alert color="red" role="alert">
        {batchQuery.error.message}
      </Alert>
    );
  }
  if (!batch) return <Loader aria-label={t('loading', { ns: 'common' })} />;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={2} size="h4">
                {t('process.batchTitle', { id: batch.id })}
              </Title>
              <Badge color={STATUS_COLOURS[batch.status]} tt="none">
                {t(`batchStatuses.${batch.status}`)}
              </Badge>
              <Badge variant="light" tt="none">
                {t(`providers.${batch.provider}`)}
              </Badge>
            </Group>
            {isActive(batch) ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconPlayerStop size={16} />}
                loading={cancel.isPending}
                onClick={() => cancel.mutate(batch.id)}
              >
                {t('process.cancel')}
              </Button>
            ) : null}
          </Group>
          <BatchProgress batch={batch} />
          <Text size="sm" c="dimmed">
            {t('process.batchSummary', {
              kinds: batch.kinds.map((kind) => labels.kind(kind)).join(', '),
              languages: batch.languages.map((code) => code.toUpperCase()).join(' '),
              score: batch.maxScore,
              suggestions: batch.suggestionCount,
              pending: batch.pendingSuggestions,
            })}
          </Text>
          {batch.lastError ? (
            <Alert color="red" title={t('process.lastError')}>
              {batch.lastError}
            </Alert>
          ) : null}
          {cancel.error ? (
            <Alert color="red" role="alert">
              {cancel.error.message}
            </Alert>
          ) : null}
        </Stack>
      </Paper>

      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {t('suggestions.title')}
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('filters.status')}
            placeholder={t('filters.all')}
            clearable
            data={CONTENT_SUGGESTION_STATUSES.map((value) => ({
              value,
              label: t(`statuses.${value}`),
            }))}
            value={status || null}
            onChange={(value) => {
              setStatus(value ?? '');
              setPage(1);
            }}
          />
          <Select
            label={t('filters.language')}
            placeholder={t('filters.all')}
            clearable
            data={CONTENT_LANGUAGES.map((value) => ({ value, label: labels.language(value) }))}
            value={language || null}
            onChange={(value) => {
              setLanguage(value ?? '');
              setPage(1);
            }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('export.button')}
          </Button>
        </Group>
      </Group>
      {suggestions.error ? (
        <Alert color="red" role="alert">
          {suggestions.error.message}
        </Alert>
      ) : null}
      {suggestions.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">
          {isActive(batch) ? t('suggestions.waiting') : t('suggestions.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {rows.map((suggestion) => (
            <SuggestionCard key={`${suggestion.id}-${suggestion.status}`} suggestion={suggestion} />
          ))}
        </Stack>
      )}
      <Pagination
        pagination={suggestions.data}
        onPageChange={setPage}
        disabled={suggestions.isFetching}
      />
    </Stack>
  );
}

/**
 * /admin/content-process: start a batch over the worst texts, follow its progress live, and review
 * what it suggests. Progress arrives as live updates on the back-office channel, with polling of
 * the batch as a fallback.
 */
export function ContentProcessPage({ connection }: { connection?: RealtimeConnection }) {
  const labels = useContentLabels();
  const { t } = labels;
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Number(searchParams.get('batch')) || null;
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const batches = useContentBatches({ page, status });
  const rows = batches.data?.data ?? [];
  const download = useMutation({
    mutationFn: () => exportContentBatches({ status }),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('export.failed'), message: error.message }),
  });
  const select = (id: number) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('batch', String(id));
        return next;
      },
      { replace: true },
    );

  useRealtimeEvent(
    BACKOFFICE_CHANNEL,
    'content.batch-progress',
    (event) => {
      queryClient.setQueryData<TContentBatch>(contentKeys.batch(event.batchId), (old) =>
        old ? { ...old, status: event.status, done: event.done, failed: event.failed } : old,
      );
      void queryClient.invalidateQueries({ queryKey: contentKeys.batch(event.batchId) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.batches() });
      void queryClient.invalidateQueries({ queryKey: contentKeys.suggestions() });
    },
    connection,
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('process.title')}</Title>
        <Text c="dimmed">{t('process.intro')}</Text>
      </div>
      <NewBatchForm onCreated={(batch) => select(batch.id)} />

      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {t('process.batches')}
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('filters.status')}
            placeholder={t('filters.all')}
            clearable
            data={CONTENT_BATCH_STATUSES.map((value) => ({
              value,
              label: t(`batchStatuses.${value}`),
            }))}
            value={status || null}
            onChange={(value) => {
              setStatus(value ?? '');
              setPage(1);
            }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('export.button')}
          </Button>
        </Group>
      </Group>
      {batches.error ? (
        <Alert color="red" role="alert">
          {batches.error.message}
        </Alert>
      ) : null}
      {batches.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{status ? t('process.noBatchesFiltered') : t('process.noBatches')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('process.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('process.columns.batch')}</Table.Th>
                <Table.Th>{t('process.columns.status')}</Table.Th>
                <Table.Th w={220}>{t('process.columns.progress')}</Table.Th>
                <Table.Th>{t('process.columns.suggestions')}</Table.Th>
                <Table.Th>{t('process.columns.created')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((batch) => (
                <Table.Tr
                  key={batch.id}
                  bg={batch.id === selected ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Table.Td>#{batch.id}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOURS[batch.status]} tt="none">
                      {t(`batchStatuses.${batch.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Progress
                      value={percentOf(batch)}
                      size="sm"
                      aria-label={t('process.rowProgress', {
                        id: batch.id,
                        percent: percentOf(batch),
                      })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {t('process.suggestionCounts', {
                      total: batch.suggestionCount,
                      pending: batch.pendingSuggestions,
                    })}
                  </Table.Td>
                  <Table.Td>
                    {batch.createdBy} ·{' '}
                    {formatDayMonthYear(batch.createdAt.slice(0, 10), labels.locale)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant={batch.id === selected ? 'filled' : 'light'}
                      aria-label={t('process.open', { id: batch.id })}
                      onClick={() => select(batch.id)}
                    >
                      {t('process.review')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pagination pagination={batches.data} onPageChange={setPage} disabled={batches.isFetching} />

      {selected !== null ? <BatchPanel key={selected} batchId={selected} /> : null}
    </Stack>
  );
}
