import { Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

/** A filter select whose "All" choice clears the filter (an empty value in the address). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('people');
  return (
    <Select
      w={200}
      label={label}
      allowDeselect={false}
      value={value || ALL}
      data={[{ value: ALL, label: t('filters.all') }, ...options]}
      onChange={(next) => onChange(next === null || next === ALL ? '' : next)}
    />
  );
}

/** The search box of a people list: applies 300 ms after the last keystroke. */
export function SearchFilter({
  value,
  placeholder,
  onChange,
}: {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('people');
  const [search, setSearch] = useState(value);
  const apply = useDebouncedCallback(onChange, 300);
  return (
    <TextInput
      w={280}
      label={t('filters.search')}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
    />
  );
}

export function useActiveOptions() {
  const { t } = useTranslation('people');
  return [
    { value: 'true', label: t('status.active') },
    { value: 'false', label: t('status.disabled') },
  ];
}
