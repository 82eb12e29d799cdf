import { useCallback, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseValidationMessage } from '@portal/shared/validation/messages';
import { validateValue } from '@portal/shared/validation/rules';
import type { TFieldErrors } from './api';

/**
 * Form state with the SPEC section 5 rules (the same rule strings the server applies), without
 * the main app's Mantine form: fields validate on blur and on submit, first failing rule wins.
 */
function isSubmitButton(element: EventTarget | null | undefined): boolean {
  return element instanceof HTMLButtonElement && element.type === 'submit';
}

export interface TFormFieldSpec {
  rules: string;
  /** i18n key of the label, used by the default message "{field} is not valid." */
  label: string;
}

export function useRulesFormState<TField extends string>(
  fields: Record<TField, TFormFieldSpec>,
  initialValues: Record<TField, string>,
) {
  const { t } = useTranslation('traveller');
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  const messageFor = useCallback(
    (field: TField, value: string, all: Record<TField, string>): string | undefined => {
      const issue = validateValue(value, fields[field].rules, { values: all });
      if (!issue) return undefined;
      return t(`validation:${issue.key}`, { ...issue.params, field: t(fields[field].label) });
    },
    [fields, t],
  );

  const setValue = (field: TField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleBlur = (field: TField, event?: FocusEvent<HTMLElement>) => {
    // Focus moving to the form's submit button: submitting validates every field anyway, and
    // a message appearing or vanishing now would move the button away from the pointer.
    if (isSubmitButton(event?.relatedTarget)) return;
    setErrors((current) => ({ ...current, [field]: messageFor(field, values[field], values) }));
  };

  /** Validates every field; returns whether the form may be sent. */
  const validateAll = (): boolean => {
    const next: Partial<Record<TField, string>> = {};
    for (const field of Object.keys(fields) as TField[]) {
      next[field] = messageFor(field, values[field], values);
    }
    setErrors(next);
    return Object.values(next).every((message) => message === undefined);
  };

  /** Shows the server's field errors, translated when the rules produced them. */
  const setServerErrors = (serverErrors: TFieldErrors) => {
    const next: Partial<Record<TField, string>> = {};
    for (const field of Object.keys(fields) as TField[]) {
      const message = serverErrors[field]?.[0];
      if (!message) continue;
      const issue = parseValidationMessage(message);
      next[field] = issue
        ? t(`validation:${issue.key}`, { ...issue.params, field: t(fields[field].label) })
        : message;
    }
    setErrors(next);
  };

  return { values, errors, setValue, setValues, handleBlur, validateAll, setServerErrors };
}
