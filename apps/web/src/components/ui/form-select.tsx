import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getSelectPlaceholder } from './select-placeholder';
import type { TRulesFieldProps } from './use-rules-field';
import { useRulesField } from './use-rules-field';

export type TFormSelectProps = TRulesFieldProps &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'error' | 'label' | 'placeholder'> & {
    label?: string;
    /** No choice means "all of them" (list filters): the placeholder says "All" and it clears. */
    allOption?: boolean;
  };

/**
 * A select whose value is the chosen option's value or "" (none). Validates on change and blur.
 * Picking the chosen option again keeps it (Mantine would deselect it and empty a required field);
 * only an all-option filter can be emptied, with its clear button or by picking its option again.
 */
export function FormSelect({
  name,
  rules,
  label,
  allOption = false,
  onChange,
  onBlur,
  ...props
}: TFormSelectProps) {
  const field = useRulesField({ name, rules }, label);
  const { t } = useTranslation('ui-kit');
  const placeholder = getSelectPlaceholder(label, allOption);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return (
    <Select
      clearable={allOption}
      allowDeselect={allOption}
      {...props}
      name={name}
      label={label}
      withAsterisk={field.isRequired}
      placeholder={t(placeholder.key, 'params' in placeholder ? placeholder.params : {})}
      value={value}
      error={field.error}
      onChange={(next, option) => {
        field.commit(next ?? '');
        onChange?.(next, option);
      }}
      onBlur={(event) => {
        field.commitOnBlur();
        onBlur?.(event);
      }}
    />
  );
}
