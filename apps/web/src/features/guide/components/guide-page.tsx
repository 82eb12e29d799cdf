import { formatMoment } from '@portal/shared/format/dates';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { usePermissions } from '../../../lib/authorization';
import { useListParams } from '../../../lib/use-list-params';
import {
  exportGuideArticles,
  useGuideArticles,
  useGuideCategories,
} from '../api/get-guide-articles';
import { HighlightedExcerpt } from './highlighted-excerpt';

const FILTERS = ['q', 'category'] as const;

/** The User Guide's index: search every article, or browse by category. */
export function GuidePage() {
  const { t, i18n } = useTranslation('guide');
  const { can } = usePermissions();
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const articles = useGuideArticles({ page, q: filters.q, category: filters.category });
  const categories = useGuideCategories();
  const download = useMutation({
    mutationFn: () => exportGuideArticles({ q: filters.q, category: filters.category }),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('export.failed'), message: error.message }),
  });
  const rows = articles.data?.data ?? [];
  const isFiltered = Boolean(filters.q || filters.category);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('titles.list')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
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
          {can('guide.manage') ? (
            <Button component={Link} to="/admin/guide/add" leftSection={<IconPlus size={16} />}>
              {t('add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group align="flex-end" gap="md">
        <TextInput
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          w={360}
          maw="100%"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
        <Select
          label={t('search.category')}
          placeholder={t('search.allCategories')}
          data={categories.data?.categories ?? []}
          value={filters.category || null}
          clearable
          onChange={(value) => setFilter('category', value ?? '')}
          w={240}
        />
      </Group>
      {articles.error ? (
        <Alert color="red" role="alert">
          {articles.error.message}
        </Alert>
      ) : null}
      {articles.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !articles.error ? (
        <Text>{isFiltered ? t('empty.filtered') : t('empty.none')}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          aria-label={t('listLabel')}
          style={{ listStyle: 'none' }}
        >
          {rows.map((article) => (
            <Paper key={article.id} component="li" withBorder p="md" radius="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4}>
                  <Anchor component={Link} to={`/admin/guide/${article.id}`} fw={600}>
                    {article.title}
                  </Anchor>
                  <HighlightedExcerpt text={article.excerpt} />
                  <Text size="xs" c="dimmed">
                    {t('updated', {
                      name: article.updatedBy || t('unknownEditor'),
                      date: formatMoment(article.updatedAt, i18n.language),
                    })}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  {article.isPublished ? null : (
                    <Badge color="gray" variant="outline">
                      {t('draft')}
                    </Badge>
                  )}
                  <Badge variant="light">{article.category}</Badge>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Pagination
        pagination={articles.data}
        onPageChange={setPage}
        disabled={articles.isFetching}
      />
    </Stack>
  );
}
