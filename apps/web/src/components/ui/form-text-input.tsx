import { TextInput, type TextInputProps } from '@mantine/core';
import type { TRulesFieldProps } from './use-rules-field';
import { asText, useRulesField } from './use-rules-field';

export type TFormTextInputProps = TRulesFieldProps &
  Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'error' | 'label'> & { label?: string };

/** A text input that validates its rules on blur (typing alone never shows a message). */
export function FormTextInput({
  name,
  rules,
  label,
  onChange,
  onBlur,
  ...props
}: TFormTextInputProps) {
  const field = useRulesField({ name, rules }, label);
  return (
    <TextInput
      {...props}
      name={name}
      label={label}
      withAsterisk={field.isRequired}
      value={asText(field.value)}
      error={field.error}
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
