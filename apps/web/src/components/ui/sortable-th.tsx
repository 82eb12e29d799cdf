import { Group, Table, UnstyledButton, type TableThProps } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface TListSort {
  /** The column sorted by, or '' for the list's own order. */
  sort: string;
  dir: 'asc' | 'desc';
}

/** `?sort=&dir=` as a list page reads them from its address. */
export function readListSort(sort: string, dir: string): TListSort {
  return { sort, dir: dir === 'desc' ? 'desc' : 'asc' };
}

/** The next order when a column's heading is pressed: ascending first, then descending. */
export function nextListSort(current: TListSort, column: string): TListSort {
  return current.sort === column && current.dir === 'asc'
    ? { sort: column, dir: 'desc' }
    : { sort: column, dir: 'asc' };
}

/**
 * A column heading that sorts its list: a button naming the column and the order it will give,
 * with `aria-sort` on the heading telling assistive technology the current order.
 */
export function SortableTh({
  column,
  label,
  current,
  onSort,
  ...props
}: {
  column: string;
  label: string;
  current: TListSort;
  onSort: (next: TListSort) => void;
} & Omit<TableThProps, 'children'>) {
  const { t } = useTranslation('common');
  const isSorted = current.sort === column;
  const Icon = !isSorted ? IconArrowsSort : current.dir === 'asc' ? IconArrowUp : IconArrowDown;
  const next = nextListSort(current, column);
  return (
    <Table.Th
      {...props}
      aria-sort={isSorted ? (current.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton
        onClick={() => onSort(next)}
        aria-label={t(next.dir === 'asc' ? 'sort.ascending' : 'sort.descending', { column: label })}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap" justify={props.ta === 'right' ? 'flex-end' : undefined}>
          <span>{label}</span>
          <Icon size={14} aria-hidden stroke={isSorted ? 2.2 : 1.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
