import { SCHEMA_VALIDATION_DEBOUNCE_MS, debounce } from './debounce';
import { formatValidationMessage } from './messages';
import type { TValidationIssue } from './rules';
import { validateValue } from './rules';

/**
 * One definition per form, shared by the web and the server: field name -> rules string.
 * For example `{ email: 'required|length:200|email', password_confirmation: 'confirmed:password' }`.
 */
export type TFieldRules = Readonly<Record<string, string>>;
/** The failing fields and the first failing rule of each. */
export type TFieldIssues = Record<string, TValidationIssue>;
/** The 422 body's `errors` shape: field -> messages. */
export type TFieldErrors = Record<string, string[]>;

export interface TValidateFieldsOptions {
  /** Validate only these fields (default: every field with rules). */
  fields?: readonly string[];
}

export function validateFields(
  values: Readonly<Record<string, unknown>>,
  fieldRules: TFieldRules,
  options: TValidateFieldsOptions = {},
): TFieldIssues {
  const issues: TFieldIssues = {};
  for (const field of options.fields ?? Object.keys(fieldRules)) {
    const rules = fieldRules[field];
    if (!rules) continue;
    const issue = validateValue(values[field], rules, { values });
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** "password_confirmation" -> "Password confirmation", "travelDate" -> "Travel date". */
export function humaniseFieldName(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface TServerValidatorOptions {
  /** Labels for the default message "{field} is not valid."; otherwise the humanised field name. */
  labels?: Readonly<Record<string, string>>;
}

/** Issues as the 422 `errors` map, in English. */
export function toFieldErrors(
  issues: TFieldIssues,
  options: TServerValidatorOptions,
): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const [field, issue] of Object.entries(issues)) {
    const label = options.labels?.[field] ?? humaniseFieldName(field);
    errors[field] = [formatValidationMessage(issue, label)];
  }
  return errors;
}

/** For the server: `validate(values)` answers the 422 `errors` map in English (empty when valid). */
export function createFieldValidator(
  fieldRules: TFieldRules,
  options: TServerValidatorOptions = {},
): (values: Readonly<Record<string, unknown>>) => TFieldErrors {
  return (values) => toFieldErrors(validateFields(values, fieldRules), options);
}

export interface TValidationResult {
  /** The fields that were checked; a checked field missing from `issues` is valid. */
  fields: string[];
  issues: TFieldIssues;
}

export interface TDebouncedValidator {
  (
    values: Readonly<Record<string, unknown>>,
    fields?: readonly string[],
  ): Promise<TValidationResult>;
  cancel(): void;
  flush(): void;
}

/**
 * Schema validation debounced by 5 ms (SPEC section 5). Calls within the window are merged: the
 * fields asked for are pooled, the last values win, and every caller receives the one result.
 * `fieldRules` may be a function, for forms whose inputs register their rules as they mount.
 * After `cancel()` pending callers are never answered (the form is gone).
 */
export function createDebouncedValidator(
  fieldRules: TFieldRules | (() => TFieldRules),
  wait: number = SCHEMA_VALIDATION_DEBOUNCE_MS,
): TDebouncedValidator {
  const currentRules = () => (typeof fieldRules === 'function' ? fieldRules() : fieldRules);
  let pendingFields = new Set<string>();
  let waiting: Array<(result: TValidationResult) => void> = [];

  const run = debounce((values: Readonly<Record<string, unknown>>) => {
    const fields = [...pendingFields];
    const callers = waiting;
    pendingFields = new Set();
    waiting = [];
    const result = { fields, issues: validateFields(values, currentRules(), { fields }) };
    for (const resolve of callers) resolve(result);
  }, wait);

  const validate = (values: Readonly<Record<string, unknown>>, fields?: readonly string[]) =>
    new Promise<TValidationResult>((resolve) => {
      for (const field of fields ?? Object.keys(currentRules())) pendingFields.add(field);
      waiting.push(resolve);
      run(values);
    });
  validate.cancel = () => {
    run.cancel();
    pendingFields = new Set();
    waiting = [];
  };
  validate.flush = () => run.flush();
  return validate;
}
