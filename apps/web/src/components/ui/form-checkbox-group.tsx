import { Checkbox, Group, Stack, type CheckboxGroupProps } from '@mantine/core';
import type { TRulesFieldProps } from './use-rules-field';
import { useRulesField } from './use-rules-field';

export type TFormCheckboxGroupProps = TRulesFieldProps &
  Omit<
    CheckboxGroupProps,
    'name' | 'value' | 'defaultValue' | 'error' | 'label' | 'children' | 'onChange'
  > & {
    label?: string;
    /** A `description` is a line of explanation under the option's label. */
    options: readonly { value: string; label: string; description?: string }[];
    onChange?: (value: string[]) => void;
  };

/**
 * A set of checkboxes holding the chosen values as a list (room types sold, weekdays a rate
 * applies on). "required" needs at least one ticked. Validates on change, like a select.
 * `withAsterisk` marks a list the request contract requires at least one of, for forms that check
 * it with the contract's own message rather than the "required" rule's.
 */
export function FormCheckboxGroup({
  name,
  rules,
  label,
  options,
  onChange,
  withAsterisk,
  ...props
}: TFormCheckboxGroupProps) {
  const field = useRulesField({ name, rules }, label);
  // Options explained by a line each need the width: one per row.
  const Options = options.some((option) => option.description) ? Stack : Group;
  const value = Array.isArray(field.value)
    ? field.value.filter((item): item is string => typeof item === 'string')
    : [];
  return (
    <Checkbox.Group
      {...props}
      label={label}
      withAsterisk={withAsterisk ?? field.isRequired}
      value={value}
      error={field.error}
      onChange={(next) => {
        field.commit(next);
        onChange?.(next);
      }}
    >
      <Options gap="sm" mt={6}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.description}
          />
        ))}
      </Options>
    </Checkbox.Group>
  );
}
