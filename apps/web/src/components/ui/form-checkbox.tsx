import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { TRulesFieldProps } from './use-rules-field';
import { useRulesField } from './use-rules-field';

export type TFormCheckboxProps = TRulesFieldProps &
  Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'error' | 'label'> & {
    label?: string;
  };

/** A checkbox holding true/false; "shortRequired" makes it one the user must tick. Validates on change. */
export function FormCheckbox({
  name,
  rules,
  label,
  onChange,
  onBlur,
  ...props
}: TFormCheckboxProps) {
  const field = useRulesField({ name, rules }, label);
  return (
    <Checkbox
      {...props}
      name={name}
      label={label}
      checked={field.value === true}
      error={field.error}
      // Mantine does not mark an invalid checkbox for assistive technology.
      aria-invalid={field.error ? true : undefined}
      onChange={(event) => {
        field.commit(event.currentTarget.checked);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.commitOnBlur();
        onBlur?.(event);
      }}
    />
  );
}
