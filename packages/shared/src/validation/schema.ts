import { z } from 'zod';
import {
  toFieldErrors,
  validateFields,
  type TFieldRules,
  type TServerValidatorOptions,
} from './fields';

// The zod-free half (rules maps, validators, the debounced form validator) lives in fields.ts, so
// forms can use it without bundling zod (docs/decisions/012-front-end-budgets.md). Re-exported here
// for the contracts and the server, which import both halves from this module.
export {
  createDebouncedValidator,
  createFieldValidator,
  humaniseFieldName,
  validateFields,
  type TDebouncedValidator,
  type TFieldErrors,
  type TFieldIssues,
  type TFieldRules,
  type TServerValidatorOptions,
  type TValidateFieldsOptions,
  type TValidationResult,
} from './fields';

/**
 * For the server's zod route schemas: an object schema whose issues carry the field as their path
 * and the English message, so the error handler's usual zod -> `errors` mapping puts each message
 * under the right input. Chain `.pipe(ZSomeRequest)` to type and trim the values.
 */
export function rulesToZodSchema(fieldRules: TFieldRules, options: TServerValidatorOptions = {}) {
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    const errors = toFieldErrors(validateFields(values, fieldRules), options);
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/**
 * A request contract whose form fields follow a shared rules map: the rules run first and their
 * English messages win; `schema` then checks the shape (types, enums, fields outside the form such
 * as a reset token) and types and trims the values. Both run on every request, so a 422 lists every
 * failing field at once, and a field the rules flagged shows only the rule's message.
 */
export function withFieldRules<TSchema extends z.ZodType>(
  fieldRules: TFieldRules,
  schema: TSchema,
  options: TServerValidatorOptions = {},
) {
  return z.unknown().transform((input, ctx): z.output<TSchema> => {
    const values =
      typeof input === 'object' && input !== null && !Array.isArray(input)
        ? (input as Record<string, unknown>)
        : {};
    const errors = toFieldErrors(validateFields(values, fieldRules), options);
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    const parsed = schema.safeParse(input);
    if (parsed.success) return Object.keys(errors).length === 0 ? parsed.data : z.NEVER;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in errors) continue;
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
}
