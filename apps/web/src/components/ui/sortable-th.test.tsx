import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextListSort, readListSort, SortableTh, type TListSort } from './sortable-th';
import { renderWithUi } from './test-utils';

function renderHeader(current: TListSort, onSort = vi.fn()) {
  renderWithUi(
    <Table>
      <Table.Thead>
        <Table.Tr>
          <SortableTh column="agency" label="Agency" current={current} onSort={onSort} />
          <SortableTh column="total" label="Total" current={current} onSort={onSort} ta="right" />
        </Table.Tr>
      </Table.Thead>
    </Table>,
  );
  return onSort;
}

describe('SortableTh (issue 19 point 36: admin lists sort by their columns)', () => {
  it('says no order on a column the list is not sorted by', () => {
    renderHeader({ sort: '', dir: 'asc' });
    for (const header of screen.getAllByRole('columnheader')) {
      expect(header).not.toHaveAttribute('aria-sort');
    }
    expect(screen.getByRole('button', { name: 'Agency: sort ascending' })).toBeInTheDocument();
  });

  it('marks the sorted column ascending or descending, and only that one', () => {
    renderHeader({ sort: 'agency', dir: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Agency/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Total/ })).not.toHaveAttribute('aria-sort');
  });

  it('reads descending, and offers the other way', async () => {
    const onSort = renderHeader({ sort: 'total', dir: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Total: sort ascending' }));
    expect(onSort).toHaveBeenCalledWith({ sort: 'total', dir: 'asc' });
  });

  it('sorts a new column ascending first, then descending', async () => {
    const onSort = renderHeader({ sort: 'total', dir: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Agency: sort ascending' }));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'agency', dir: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Total: sort descending' }));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'total', dir: 'desc' });
  });

  it('reads the order from the address, ascending unless it says desc', () => {
    expect(readListSort('agency', 'desc')).toEqual({ sort: 'agency', dir: 'desc' });
    expect(readListSort('agency', 'sideways')).toEqual({ sort: 'agency', dir: 'asc' });
    expect(nextListSort({ sort: 'agency', dir: 'desc' }, 'agency')).toEqual({
      sort: 'agency',
      dir: 'asc',
    });
  });
});
