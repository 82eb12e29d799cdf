import { Checkbox, Group, type CheckboxGroupProps } from '@mantine/core';
import type { TRulesFieldProps } from './use-rules-field';
import { useRulesField } from './use-rules-field';

export type TFormCheckboxGroupProps = TRulesFieldProps &
  Omit<
    CheckboxGroupProps,
    'name' | 'value' | 'defaultValue' | 'error' | 'label' | 'children' | 'onChange'
  > & {
    label?: string;
    options: readonly { value: string; label: string }[];
    onChange?: (value: string[]) => void;
  };

/**
 * A set of checkboxes holding the chosen values as a list (room types sold, weekdays a rate
 * applies on). "required" needs at least one ticked. Validates on change, like a select.
 */
export function FormCheckboxGroup({
  name,
  rules,
  label,
  options,
  onChange,
  ...props
}: TFormCheckboxGroupProps) {
  const field = useRulesField({ name, rules }, label);
  const value = Array.isArray(field.value)
    ? field.value.filter((item): item is string => typeof item === 'string')
    : [];
  return (
    <Checkbox.Group
      {...props}
      label={label}
      withAsterisk={field.isRequired}
      value={value}
      error={field.error}
      onChange={(next) => {
        field.commit(next);
        onChange?.(next);
      }}
    >
      <Group gap="sm" mt={6}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
