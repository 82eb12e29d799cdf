import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { TRulesFieldProps } from './use-rules-field';
import { useRulesField } from './use-rules-field';

export type TFormNumberInputProps = TRulesFieldProps &
  Omit<NumberInputProps, 'name' | 'value' | 'defaultValue' | 'error' | 'label'> & {
    label?: string;
  };

/**
 * A number field. Its value is a number, or "" while empty (Mantine's convention), so `required`
 * treats an empty field as missing. Validates on blur, like typed text.
 */
export function FormNumberInput({
  name,
  rules,
  label,
  onChange,
  onBlur,
  ...props
}: TFormNumberInputProps) {
  const field = useRulesField({ name, rules }, label);
  const value =
    typeof field.value === 'number' || typeof field.value === 'string' ? field.value : '';
  return (
    <NumberInput
      {...props}
      name={name}
      label={label}
      withAsterisk={field.isRequired}
      value={value}
      error={field.error}
      onChange={(next) => {
        field.setValue(next);
        onChange?.(next);
      }}
      onBlur={(event) => {
        field.commitOnBlur();
        onBlur?.(event);
      }}
    />
  );
}
