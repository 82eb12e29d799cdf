import { Paper, Stack, Text, Title } from '@mantine/core';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TPaginationInput } from '@portal/shared/format/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';

const PER_PAGE = 20;

/** The server's nested shape, built by the same helper the list endpoints use. */
function nestedPage(page: number, total: number): TPaginationInput {
  const rows = Math.max(0, Math.min(PER_PAGE, total - (page - 1) * PER_PAGE));
  const { meta, links } = buildPaginated(Array.from({ length: rows }), {
    page,
    perPage: PER_PAGE,
    total,
    path: '/api/app/bookings',
  });
  return { meta, links };
}

/** The flat shape: the same fields beside the data. */
function flatPage(page: number, total: number): TPaginationInput {
  const { meta } = buildPaginated([], { page, perPage: PER_PAGE, total, path: '/api/app/quotes' });
  const from = (page - 1) * PER_PAGE + 1;
  return { ...meta, from, to: Math.min(total, page * PER_PAGE) };
}

interface TDemo {
  id: string;
  total: number;
  startPage: number;
  shape: 'nested' | 'flat';
}

const DEMOS: TDemo[] = [
  { id: 'hidden', total: PER_PAGE, startPage: 1, shape: 'nested' },
  { id: 'fewPages', total: 55, startPage: 1, shape: 'nested' },
  { id: 'manyPagesStart', total: 240, startPage: 1, shape: 'nested' },
  { id: 'manyPagesMiddle', total: 240, startPage: 6, shape: 'nested' },
  { id: 'manyPagesEnd', total: 240, startPage: 12, shape: 'nested' },
  { id: 'flat', total: 240, startPage: 6, shape: 'flat' },
];

function PaginationDemo({ demo }: { demo: TDemo }) {
  const { t } = useTranslation('ui-kit');
  const [page, setPage] = useState(demo.startPage);
  const data = demo.shape === 'flat' ? flatPage(page, demo.total) : nestedPage(page, demo.total);
  return (
    <Paper withBorder p="sm" component="section" aria-label={t(`paginationDemo.${demo.id}`)}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t(`paginationDemo.${demo.id}`)}
        </Text>
        {demo.total <= PER_PAGE ? (
          <Text size="sm" c="dimmed">
            {t('paginationDemo.hiddenNote', { count: demo.total, perPage: PER_PAGE })}
          </Text>
        ) : null}
        <Pagination pagination={data} onPageChange={setPage} />
      </Stack>
    </Paper>
  );
}

export function PaginationSection() {
  const { t } = useTranslation('ui-kit');
  return (
    <Stack component="section" aria-labelledby="ui-kit-pagination" gap="md">
      <Title order={2} id="ui-kit-pagination">
        {t('paginationDemo.title')}
      </Title>
      <Text c="dimmed">{t('paginationDemo.intro')}</Text>
      {DEMOS.map((demo) => (
        <PaginationDemo key={demo.id} demo={demo} />
      ))}
    </Stack>
  );
}
