import { Textarea, type TextareaProps } from '@mantine/core';
import type { TRulesFieldProps } from './use-rules-field';
import { asText, useRulesField } from './use-rules-field';

export type TFormTextareaProps = TRulesFieldProps &
  Omit<TextareaProps, 'name' | 'value' | 'defaultValue' | 'error' | 'label'> & { label?: string };

/** A multi-line text field that validates its rules on blur. */
export function FormTextarea({
  name,
  rules,
  label,
  onChange,
  onBlur,
  ...props
}: TFormTextareaProps) {
  const field = useRulesField({ name, rules }, label);
  return (
    <Textarea
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
