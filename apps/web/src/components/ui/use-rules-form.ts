import { confirmedTargets } from '@portal/shared/validation/rules';
import type { TValidationIssue } from '@portal/shared/validation/rules';
import {
  createDebouncedValidator,
  validateFields,
  type TFieldErrors,
  type TFieldRules,
} from '@portal/shared/validation/fields';
import { SCHEMA_VALIDATION_DEBOUNCE_MS } from '@portal/shared/validation/debounce';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FormEvent } from 'react';

/**
 * Forms whose inputs take the spec's rules strings (SPEC section 5). A page declares its values
 * (and, ideally, the same field -> rules map the server validates with); each input names its field
 * and may carry its own rules. Typing only stores the value; a blur or a committed change
 * (a chosen option or date) validates the field after the 5 ms debounce; submit validates every
 * field at once. A 422's `errors` map shows under the matching inputs.
 */

export type TFormValues = Record<string, unknown>;

/** What an input shows under itself: an issue the rules found, or a server message. */
export type TFieldError = { issue: TValidationIssue } | { serverMessage: string };

interface TFieldRegistration {
  rules: string | undefined;
}

export interface TRulesFormOptions<TValues extends TFormValues> {
  initialValues: TValues;
  /** The field -> rules map shared with the server; an input's own `rules` prop wins. */
  rules?: TFieldRules;
  /** Defaults to the spec's 5 ms. */
  debounceMs?: number;
}

export interface TRulesForm<TValues extends TFormValues = TFormValues> {
  values: TValues;
  errors: Readonly<Record<string, TFieldError | undefined>>;
  isSubmitting: boolean;
  /** What the last submit threw (a 422's field messages are also shown under the inputs). */
  submitError: unknown;
  /** Stores a value without validating it: a keystroke. */
  setValue(name: string, value: unknown): void;
  /** Stores a value if given, then validates the field (and fields confirming it): blur or change. */
  commit(name: string, value?: unknown): void;
  registerField(name: string, registration: TFieldRegistration): () => void;
  rulesFor(name: string): string | undefined;
  /** Shows a 422 `errors` map under the inputs. */
  setServerErrors(errors: TFieldErrors): void;
  /** Validates every field now; true when all pass. */
  validate(): boolean;
  handleSubmit(
    onValid: (values: TValues) => unknown,
  ): (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  reset(values?: TValues): void;
}

/**
 * The field errors of a failed call: an ApiError from lib/api-client (it carries `errors`), or a
 * raw 422 body. Read by shape so this component layer does not depend on the HTTP client.
 */
export function readServerFieldErrors(error: unknown): TFieldErrors | null {
  // Checked by hand, not with ZApiError: every form uses this, the sign-in forms too, and the login
  // page's JavaScript carries no zod (docs/decisions/012-front-end-budgets.md).
  const errors: unknown =
    typeof error === 'object' && error !== null && 'errors' in error ? error.errors : undefined;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
  const entries = Object.entries(errors);
  const isFieldErrors = entries.every(
    ([, messages]) =>
      Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
  );
  if (!isFieldErrors || entries.length === 0) return null;
  return errors as TFieldErrors;
}

/**
 * Whether a failed call's 422 objected only to these fields, so every message already shows under
 * an input and a summary alert would repeat it. Any other failure (a 410, a field the form has no
 * input for) still deserves the alert.
 */
export function hasOnlyFieldErrors(error: unknown, fields: readonly string[]): boolean {
  const errors = readServerFieldErrors(error);
  return errors !== null && Object.keys(errors).every((field) => fields.includes(field));
}

function withoutKeys<T>(record: Readonly<Record<string, T>>, keys: Iterable<string>) {
  const next = { ...record };
  for (const key of keys) delete next[key];
  return next;
}

export function useRulesForm<TValues extends TFormValues>(
  options: TRulesFormOptions<TValues>,
): TRulesForm<TValues> {
  const [values, setValues] = useState<TValues>(options.initialValues);
  const [errors, setErrors] = useState<Record<string, TFieldError | undefined>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);

  // The debounced validator and the handlers read the latest values and rules through refs, so
  // their identities stay stable across renders.
  const valuesRef = useRef(values);
  const optionRulesRef = useRef(options.rules);
  useLayoutEffect(() => {
    optionRulesRef.current = options.rules;
  });
  const initialValuesRef = useRef(options.initialValues);
  const registrations = useRef(new Map<string, TFieldRegistration>());
  const touched = useRef(new Set<string>());

  const currentRules = useCallback((): TFieldRules => {
    const rules: Record<string, string> = { ...optionRulesRef.current };
    for (const [name, registration] of registrations.current) {
      if (registration.rules !== undefined) rules[name] = registration.rules;
    }
    return rules;
  }, []);

  const debounceMs = options.debounceMs ?? SCHEMA_VALIDATION_DEBOUNCE_MS;
  const validator = useMemo(
    () => createDebouncedValidator(currentRules, debounceMs),
    [currentRules, debounceMs],
  );
  useEffect(() => () => validator.cancel(), [validator]);

  const writeValue = useCallback((name: string, value: unknown) => {
    valuesRef.current = { ...valuesRef.current, [name]: value };
    setValues(valuesRef.current);
    // A server message described the value the server saw; it is stale once the value changes.
    setErrors((current) => {
      const error = current[name];
      return error && 'serverMessage' in error ? withoutKeys(current, [name]) : current;
    });
  }, []);

  const commit = useCallback(
    (name: string, ...value: [unknown?]) => {
      if (value.length > 0) writeValue(name, value[0]);
      touched.current.add(name);
      const rules = currentRules();
      const dependants = Object.keys(rules).filter(
        (field) => touched.current.has(field) && confirmedTargets(rules[field]).includes(name),
      );
      void validator(valuesRef.current, [name, ...dependants]).then((result) => {
        setErrors((current) => {
          const next = { ...current };
          for (const field of result.fields) {
            const issue = result.issues[field];
            const shown = next[field];
            if (issue) next[field] = { issue };
            // A server message stays until the value changes (see writeValue): passing the
            // client rules does not answer what the server objected to.
            else if (shown && 'issue' in shown) delete next[field];
          }
          return next;
        });
      });
    },
    [currentRules, validator, writeValue],
  );

  const registerField = useCallback((name: string, registration: TFieldRegistration) => {
    registrations.current.set(name, registration);
    return () => {
      if (registrations.current.get(name) === registration) registrations.current.delete(name);
    };
  }, []);

  const rulesFor = useCallback((name: string) => currentRules()[name], [currentRules]);

  const setServerErrors = useCallback((fieldErrors: TFieldErrors) => {
    setErrors((current) => {
      const next = { ...current };
      for (const [field, messages] of Object.entries(fieldErrors)) {
        const message = messages[0];
        if (message) next[field] = { serverMessage: message };
      }
      return next;
    });
  }, []);

  const validate = useCallback(() => {
    validator.cancel();
    const rules = currentRules();
    const issues = validateFields(valuesRef.current, rules);
    for (const field of Object.keys(rules)) touched.current.add(field);
    setErrors(
      Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, { issue }])),
    );
    return Object.keys(issues).length === 0;
  }, [currentRules, validator]);

  const handleSubmit = useCallback(
    (onValid: (submitted: TValues) => unknown) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (!validate()) return;
      setIsSubmitting(true);
      setSubmitError(null);
      try {
        await onValid(valuesRef.current as TValues);
      } catch (error) {
        setSubmitError(error);
        const fieldErrors = readServerFieldErrors(error);
        if (fieldErrors) setServerErrors(fieldErrors);
      } finally {
        setIsSubmitting(false);
      }
    },
    [setServerErrors, validate],
  );

  const reset = useCallback(
    (next?: TValues) => {
      validator.cancel();
      touched.current.clear();
      valuesRef.current = next ?? initialValuesRef.current;
      setValues(valuesRef.current);
      setErrors({});
      setSubmitError(null);
    },
    [validator],
  );

  return {
    values,
    errors,
    isSubmitting,
    submitError,
    setValue: writeValue,
    commit,
    registerField,
    rulesFor,
    setServerErrors,
    validate,
    handleSubmit,
    reset,
  };
}

export const RulesFormContext = createContext<TRulesForm | null>(null);

export function useRulesFormContext(component: string): TRulesForm {
  const form = useContext(RulesFormContext);
  if (!form) throw new Error(`${component} must be placed inside a <RulesForm>.`);
  return form;
}
