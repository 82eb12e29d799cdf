import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupplierName, useSupplierOptions } from '../api/get-supplier-options';
import { idOf } from '../api/query-keys';

function supplierLabel(supplier: { code: string; name: string }): string {
  return `${supplier.code} – ${supplier.name}`;
}

// The server has searched already: every option it answers matches what was typed.
const keepServerOptions: OptionsFilter = ({ options }) => options;

/**
 * The props of a searchable supplier select (a filter or a form's input): what is typed is
 * searched on the server by code or name, and the chosen supplier stays among the options whatever
 * the search, even when the address chose it before any search.
 */
export function useSupplierPicker(value: string) {
  const { t } = useTranslation('payables');
  const [search, setSearch] = useState('');
  // Labels of every supplier seen, so the chosen one keeps its label when a search leaves it out.
  const known = useRef(new Map<string, string>());
  const chosenLabel = known.current.get(value) ?? '';
  // Showing the chosen supplier's label is not a search.
  const [query] = useDebouncedValue(search === chosenLabel ? '' : search, 250);
  const options = useSupplierOptions(query);
  const isListed = (options.data?.data ?? []).some((supplier) => String(supplier.id) === value);
  const named = useSupplierName(
    idOf(value),
    value !== '' && !known.current.has(value) && !isListed && options.isSuccess,
  );

  const data = useMemo<ComboboxItem[]>(() => {
    const items = (options.data?.data ?? []).map((supplier) => ({
      value: String(supplier.id),
      label: supplierLabel(supplier),
    }));
    if (named.data) {
      known.current.set(String(named.data.id), supplierLabel(named.data));
    }
    for (const item of items) known.current.set(item.value, item.label);
    const chosen = known.current.get(value);
    if (value !== '' && chosen && !items.some((item) => item.value === value)) {
      items.unshift({ value, label: chosen });
    }
    return items;
  }, [options.data, named.data, value]);

  return {
    data,
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    filter: keepServerOptions,
    nothingFoundMessage: options.isFetching
      ? t('loading', { ns: 'common' })
      : t('filters.noSuppliers'),
  };
}
