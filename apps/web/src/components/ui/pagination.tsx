import { Group, Pagination as MantinePagination, Text } from '@mantine/core';
import {
  normalizePagination,
  shouldShowPagination,
  type TPaginationInput,
} from '@portal/shared/format/pagination';
import { useTranslation } from 'react-i18next';

export interface TPaginationProps {
  /** The list's pagination data, nested in `meta`/`links` or flat (SPEC section 3). */
  pagination: TPaginationInput | null | undefined;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/**
 * Previous/next controls and page numbers with an ellipsis, shown only when the total exceeds the
 * per-page count (SPEC section 2).
 */
export function Pagination({ pagination, onPageChange, disabled }: TPaginationProps) {
  const { t, i18n } = useTranslation('ui-kit');
  const page = normalizePagination(pagination);
  if (!shouldShowPagination(page)) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Group
      component="nav"
      aria-label={t('pagination.label')}
      justify="space-between"
      gap="sm"
      wrap="wrap"
    >
      <Text size="sm" c="dimmed">
        {page.from !== null && page.to !== null
          ? t('pagination.summary', {
              from: number.format(page.from),
              to: number.format(page.to),
              total: number.format(page.total),
            })
          : t('pagination.total', { total: number.format(page.total), count: page.total })}
      </Text>
      <MantinePagination
        total={page.lastPage}
        value={page.currentPage}
        onChange={onPageChange}
        disabled={disabled}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({
          'aria-label': t(control === 'previous' ? 'pagination.previous' : `pagination.${control}`),
        })}
        getItemProps={(pageNumber) => ({
          'aria-label': t('pagination.page', { page: pageNumber }),
        })}
      />
    </Group>
  );
}
