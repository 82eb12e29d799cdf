import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlayerPlay, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import {
  CONTENT_FINDING_CODES,
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
} from '@portal/shared/domain/content-codes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { exportAssessments } from '../api/export-assessments';
import { useAssessments } from '../api/get-assessments';
import { scoreColour, useContentLabels } from '../hooks/use-content-labels';
import { FindingBadges } from './finding-badges';

const FILTERS = ['kind', 'language', 'finding', 'q'] as const;

/** /admin/content-assessment: every description scored, the worst first. */
export function ContentAssessmentPage() {
  const labels = useContentLabels();
  const { t } = labels;
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const assessments = useAssessments({ page, ...filters });
  const rows = assessments.data?.data ?? [];
  const isFiltered = Object.values(filters).some((value) => value !== '');
  const download = useMutation({
    mutationFn: () => exportAssessments(filters),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('export.failed'), message: error.message }),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('assessment.title')}</Title>
          <Text c="dimmed">{t('assessment.intro')}</Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('export.button')}
          </Button>
          <Button
            component={Link}
            to="/admin/content-process"
            leftSection={<IconPlayerPlay size={16} />}
          >
            {t('assessment.process')}
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
        <Select
          label={t('filters.kind')}
          placeholder={t('filters.all')}
          clearable
          data={CONTENT_KINDS.map((kind) => ({ value: kind, label: labels.kind(kind) }))}
          value={filters.kind || null}
          onChange={(value) => setFilter('kind', value ?? '')}
        />
        <Select
          label={t('filters.language')}
          placeholder={t('filters.all')}
          clearable
          data={CONTENT_LANGUAGES.map((language) => ({
            value: language,
            label: labels.language(language),
          }))}
          value={filters.language || null}
          onChange={(value) => setFilter('language', value ?? '')}
        />
        <Select
          label={t('filters.finding')}
          placeholder={t('filters.all')}
          clearable
          data={CONTENT_FINDING_CODES.map((code) => ({
            value: code,
            label: labels.findingName(code),
          }))}
          value={filters.finding || null}
          onChange={(value) => setFilter('finding', value ?? '')}
        />
      </SimpleGrid>

      {assessments.error ? (
        <Alert color="red" role="alert">
          {assessments.error.message}
        </Alert>
      ) : null}
      {assessments.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !assessments.error ? (
        <Text>{isFiltered ? t('assessment.emptyFiltered') : t('assessment.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={800}>
          <Table striped verticalSpacing="xs" aria-label={t('assessment.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>{t('assessment.columns.score')}</Table.Th>
                <Table.Th>{t('assessment.columns.entity')}</Table.Th>
                <Table.Th>{t('assessment.columns.findings')}</Table.Th>
                <Table.Th w={140}>{t('assessment.columns.translated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.kind}-${row.entityId}-${row.field}`}>
                  <Table.Td>
                    <Badge
                      size="lg"
                      color={scoreColour(row.score)}
                      aria-label={t('assessment.scoreLabel', { score: row.score })}
                    >
                      {row.score}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={
                        row.field === 'description'
                          ? `/admin/content/${row.kind}/${row.entityId}`
                          : `/admin/content/${row.kind}/${row.entityId}?field=${row.field}`
                      }
                      // A search still waiting to apply would bring the page back over this one.
                      onClick={() => applySearch.cancel()}
                    >
                      {row.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {labels.kind(row.kind)} · {row.code}
                      {row.field === 'description' ? null : ` · ${labels.field(row.field)}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <FindingBadges findings={row.findings} />
                  </Table.Td>
                  <Table.Td>
                    {row.translatedLanguages.length > 0
                      ? row.translatedLanguages.map((language) => language.toUpperCase()).join(' ')
                      : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={assessments.data}
        onPageChange={setPage}
        disabled={assessments.isFetching}
      />
    </Stack>
  );
}
