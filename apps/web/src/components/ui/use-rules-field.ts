import { parseValidationMessage } from '@portal/shared/validation/messages';
import { hasRequiredRule } from '@portal/shared/validation/rules';
import type { TValidationIssue } from '@portal/shared/validation/rules';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { afterPointerPress, listenForPointerPresses } from './after-pointer-press';
import { useTranslation } from 'react-i18next';
import type { TFieldError } from './use-rules-form';
import { useRulesFormContext } from './use-rules-form';

/** An issue in the user's language; `label` fills the default message "{field} is not valid.". */
export function translateIssue(t: TFunction, issue: TValidationIssue, label: string): string {
  return t(issue.key, { ns: 'validation', ...issue.params, field: label });
}

/**
 * A field error as text. Server messages the shared rules produced are read back and translated;
 * any other server message (say "This reference is already in use.") is shown as written.
 */
export function translateFieldError(t: TFunction, error: TFieldError, label: string): string {
  if ('issue' in error) return translateIssue(t, error.issue, label);
  const issue = parseValidationMessage(error.serverMessage);
  return issue ? translateIssue(t, issue, label) : error.serverMessage;
}

export interface TRulesFieldProps {
  /** The field's name in the form's values and in the server's 422 `errors`. */
  name: string;
  /** Pipe-separated rules, e.g. "required|length:50|email". Defaults to the form's rules map. */
  rules?: string;
}

/** Binds an input to the surrounding RulesForm. */
export function useRulesField({ name, rules }: TRulesFieldProps, label: string | undefined) {
  const form = useRulesFormContext(`The input "${name}"`);
  const { t } = useTranslation('validation');
  const { registerField } = form;

  useEffect(() => registerField(name, { rules }), [registerField, name, rules]);
  useEffect(listenForPointerPresses, []);

  const error = form.errors[name];
  const fieldRules = rules ?? form.rulesFor(name);
  return {
    value: form.values[name],
    error: error ? translateFieldError(t, error, label ?? name) : undefined,
    isRequired: hasRequiredRule(fieldRules),
    setValue: (value: unknown) => form.setValue(name, value),
    commit: (...value: [unknown?]) => form.commit(name, ...value),
    /** Leaving the field: validates it, after the pointer press that moved the focus (if any). */
    commitOnBlur: () => afterPointerPress(() => form.commit(name)),
  };
}

export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}
