import { useEffect, useLayoutEffect, useRef } from 'react';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { type TFormValues, type TRulesForm, useRulesForm } from './use-rules-form';

/** What the address holds for a filter form, compared as the list reads it (trimmed text). */
function addressKey(values: TFormValues, fields: readonly string[]): string {
  return JSON.stringify(fields.map((field) => String(values[field] ?? '').trim()));
}

/**
 * A list's filter form whose applied values live in the address (My Files, Client Files, the
 * supplier's requests). Search and Reset write the address from the form, so the form already
 * shows what the address will say and is left alone; only another change of the address (the
 * back button, a saved view, a link) rewrites the form.
 *
 * Re-mounting the form on every address change did the same in the common case, but the address
 * changes a moment before the page renders it: text typed in that moment after Reset was thrown
 * away with the old form, and the next Search sent nothing (seen in a CI run of the agent
 * journey).
 */
export function useAddressFilterForm<TValues extends TFormValues>(options: {
  applied: TValues;
  empty: TValues;
  rules?: TFieldRules;
  onSearch: (values: TValues) => void;
  onReset: () => void;
}): { form: TRulesForm<TValues>; search: (values: TValues) => void; reset: () => void } {
  const { applied, empty, rules, onSearch, onReset } = options;
  const fields = Object.keys(empty);
  const form = useRulesForm<TValues>({ initialValues: applied, rules });
  const appliedKey = addressKey(applied, fields);
  // The address the form's values came from or were sent to.
  const shownKey = useRef(appliedKey);
  const appliedRef = useRef(applied);
  useLayoutEffect(() => {
    appliedRef.current = applied;
  });
  const { reset: resetForm } = form;

  useEffect(() => {
    if (appliedKey === shownKey.current) return;
    shownKey.current = appliedKey;
    resetForm(appliedRef.current);
  }, [appliedKey, resetForm]);

  return {
    form,
    search: (values) => {
      shownKey.current = addressKey(values, fields);
      onSearch(values);
    },
    reset: () => {
      shownKey.current = addressKey(empty, fields);
      resetForm(empty);
      onReset();
    },
  };
}
