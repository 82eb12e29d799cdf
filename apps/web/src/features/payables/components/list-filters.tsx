import { Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateInputProps } from '../../../components/ui/form-date-input';
import { BRAND_OPTIONS } from './payables-format';
import { useSupplierPicker } from './use-supplier-picker';

/**
 * The filters the payables lists share. Each applies as soon as it is chosen, and is kept in the
 * address (the list's `setFilter`), so a filtered list can be bookmarked and shared. An empty
 * choice means every brand or supplier, so it reads "All" (SPEC section 5).
 */

export function BrandFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('payables');
  return (
    <Select
      label={t('filters.brand')}
      placeholder={t('select.all', { ns: 'ui-kit' })}
      clearable
      data={BRAND_OPTIONS}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      w={160}
    />
  );
}

export function SupplierFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('payables');
  const picker = useSupplierPicker(value);
  return (
    <Select
      {...picker}
      label={t('filters.supplier')}
      placeholder={t('select.all', { ns: 'ui-kit' })}
      clearable
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      w={280}
    />
  );
}

export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const dateProps = useDateInputProps();
  return (
    <DateInput
      {...dateProps}
      label={label}
      clearable
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      w={170}
    />
  );
}

/** A text filter that applies once typing pauses, not at every keystroke. */
export function TextFilter({
  label,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}) {
  const [text, setText] = useState(value);
  const apply = useDebouncedCallback(onChange, 300);
  // The address changed from elsewhere (the menu link, the back button): show what it holds.
  useEffect(() => {
    if (!apply.isPending()) setText(value);
  }, [apply, value]);
  return (
    <TextInput
      label={label}
      value={text}
      maxLength={maxLength}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          apply.cancel();
          onChange(text);
        }
      }}
      w={170}
    />
  );
}
