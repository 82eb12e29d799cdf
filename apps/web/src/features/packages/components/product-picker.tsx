import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TProductListItem } from '@portal/shared/contracts/catalogue-api';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct, useProductSearch } from '../api/get-products';

export function productLabel(product: TProductListItem): string {
  return `${product.code} – ${product.name} (${product.locationName})`;
}

/**
 * Picks any active product by code or name: what is typed is searched on the server; the chosen
 * product stays in the list whatever the search.
 */
export function ProductPicker({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'data' | 'searchValue' | 'onSearchChange'> & {
  value: number | null;
  onChange: (productId: number | null) => void;
}) {
  const { t } = useTranslation('packages');
  const selected = useProduct(value);
  const selectedLabel = selected.data ? productLabel(selected.data) : '';
  const [search, setSearch] = useState('');
  // Showing the chosen product's label is not a search.
  const [query] = useDebouncedValue(search === selectedLabel ? '' : search, 250);
  const results = useProductSearch(query);

  const data = useMemo(() => {
    const options = (results.data ?? []).map((product) => ({
      value: String(product.id),
      label: productLabel(product),
    }));
    if (selected.data && !options.some((option) => option.value === String(value))) {
      options.unshift({ value: String(selected.data.id), label: selectedLabel });
    }
    return options;
  }, [results.data, selected.data, selectedLabel, value]);

  return (
    <Select
      searchable
      clearable
      placeholder={t('editor.searchProduct')}
      nothingFoundMessage={
        results.isFetching ? t('loading', { ns: 'common' }) : t('editor.noProducts')
      }
      {...props}
      data={data}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next) => onChange(next ? Number(next) : null)}
      // The server has filtered already; the label always contains what was searched.
      filter={({ options }) => options}
    />
  );
}
