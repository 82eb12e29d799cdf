import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { TRulesFieldProps } from './use-rules-field';
import { asText, useRulesField } from './use-rules-field';

export type TFormPasswordInputProps = TRulesFieldProps &
  Omit<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'error' | 'label'> & {
    label?: string;
  };

/**
 * A password input that validates on blur. A confirmation field uses "confirmed:<password field>";
 * it is checked again whenever the password it confirms changes.
 */
export function FormPasswordInput({
  name,
  rules,
  label,
  onChange,
  onBlur,
  ...props
}: TFormPasswordInputProps) {
  const field = useRulesField({ name, rules }, label);
  return (
    <PasswordInput
      {...props}
      name={name}
      label={label}
      withAsterisk={field.isRequired}
      value={asText(field.value)}
      error={field.error}
      // Mantine marks the inner input only with data-invalid; assistive technology needs this.
      aria-invalid={field.error ? true : undefined}
      onChange={(event) => {
        field.setValue(event.currentTarget.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.commitOnBlur();
        onBlur?.(event);
      }}
    />
  );
}
