import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { parseTypedDate } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import type { TRulesFieldProps } from './use-rules-field';
import { asText, useRulesField } from './use-rules-field';

// Lets DateInput read typed dates in its display format ("05 Mar 2027"); ISO dates parse anyway.
dayjs.extend(customParseFormat);

/**
 * What every date field shares: the SPEC section 9 display ("05 Mar 2027") with month names in the
 * UI language, typed dates read day first and only once whole (the browser's own reading takes
 * 12/10/2026 as December and "12/10/2" as a date in year 2), a translated clear button.
 */
export function useDateInputProps() {
  const { t, i18n } = useTranslation('ui-kit');
  const language = i18n.language;
  return {
    valueFormat: 'DD MMM YYYY',
    locale: language,
    dateParser: (text: string) => parseTypedDate(text, language),
    clearButtonProps: { 'aria-label': t('date.clear') },
  } satisfies Partial<DateInputProps>;
}

export type TFormDateInputProps = TRulesFieldProps &
  Omit<DateInputProps, 'name' | 'value' | 'defaultValue' | 'error' | 'label'> & { label?: string };

/**
 * A calendar date field. Its value is an ISO date ("2027-03-05") or "" when empty, the form the
 * server and the date helpers read. Choosing or typing a full date is a committed change and
 * validates at once; leaving the field validates too. Month and day names follow the UI language.
 */
export function FormDateInput({
  name,
  rules,
  label,
  onChange,
  onBlur,
  ...props
}: TFormDateInputProps) {
  const field = useRulesField({ name, rules }, label);
  const shared = useDateInputProps();
  const value = asText(field.value);
  return (
    <DateInput
      valueFormat={shared.valueFormat}
      locale={shared.locale}
      dateParser={shared.dateParser}
      clearable
      {...props}
      clearButtonProps={{ ...shared.clearButtonProps, ...props.clearButtonProps }}
      name={name}
      label={label}
      withAsterisk={field.isRequired}
      value={value === '' ? null : value}
      error={field.error}
      onChange={(next) => {
        field.commit(next ?? '');
        onChange?.(next);
      }}
      onBlur={(event) => {
        field.commitOnBlur();
        onBlur?.(event);
      }}
    />
  );
}
