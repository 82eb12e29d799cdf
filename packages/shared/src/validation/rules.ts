/**
 * The field rules of SPEC section 5. An input declares them as a pipe-separated string such as
 * `"required|length:50|email"`; the same string validates the field on the server. Rules run in
 * the order written and the first failing rule wins, so a field shows one message at a time.
 *
 * Rules do not produce text: they return a message key and its parameters, which the web
 * translates (namespace `validation`) and the server turns into English (see messages.ts).
 */

export const RULE_NAMES = [
  'required',
  'shortRequired',
  'length',
  'min-length',
  'exact-length',
  'email',
  'confirmed',
  'phone',
  // Not in the spec's table: a phone number from anywhere (libphonenumber-js), for travellers'
  // emergency contacts, whose numbers are often abroad ("+61 412 345 678") or written the New
  // Zealand way ("09 309 5500"), which the spec's phone rule refuses.
  'intlPhone',
  // Not in the spec's table: shape checks for number and date fields. They have no message of
  // their own, so they answer the spec's default message "{field} is not valid."
  'numeric',
  'date',
] as const;
export type TRuleName = (typeof RULE_NAMES)[number];

export const VALIDATION_MESSAGE_KEYS = [
  'default',
  'required',
  'shortRequired',
  'length',
  'minLength',
  'exactLength',
  'email',
  'confirmed',
  'phone',
  'phoneFormat',
  'intlPhone',
] as const;
export type TValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** A failed rule: what to say (a message key) and the values the message needs. */
export interface TValidationIssue {
  key: TValidationMessageKey;
  params: Record<string, string | number>;
}

export interface TParsedRule {
  name: TRuleName;
  /** The text after the colon: a length for the length rules, a field name for `confirmed`. */
  param: string | undefined;
}

/** The other values of the form, read by `confirmed`. */
export interface TRuleContext {
  values?: Readonly<Record<string, unknown>>;
}

interface TRuleDefinition {
  /** Whether the rule needs a parameter, and of which kind. */
  param: 'none' | 'length' | 'field';
  /** The message key; rules without one answer the default message. */
  key: TValidationMessageKey;
  passes(value: unknown, param: string | undefined, context: TRuleContext): boolean;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Characters (or chosen items) a value holds, for the length rules. */
function sizeOf(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value)) return value.length;
  return String(value).length;
}

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * SPEC: fails when there is no "@" that is not first, no dot after the "@" with at least one
 * character between, nothing after the last dot, or any whitespace. The part after the last "@"
 * is the domain, so "a@b@c.nz" is judged by "c.nz".
 */
export function isValidEmail(text: string): boolean {
  if (/\s/.test(text)) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const dotAfterAt = text.indexOf('.', at + 2);
  if (dotAfterAt === -1) return false;
  return text.lastIndexOf('.') < text.length - 1;
}

/**
 * SPEC: optional "+", an optional 3-digit area group, 3 digits, then 4 to 8 digits, each group
 * optionally followed by one dash, space or dot. The area group may be bracketed ("(021)") or
 * bare ("021"): the brackets come as a pair, so "(021 123 4567" fails. Bare groups are allowed
 * because New Zealand numbers are written "021 123 4567". A separator never starts the number.
 */
export const PHONE_PATTERN = /^\+?(?:(?:\(\d{3}\)|\d{3})[-. ]?)?\d{3}[-. ]?\d{4,8}$/;

/**
 * intlPhone's check is libphonenumber-js, whose metadata weighs ~30 KB gzipped: it lives in
 * ./intl-phone.ts, which installs it here when imported, so only the screens and contracts that
 * use the rule load it (the app shell's budget, docs/benchmarks.md, has no room for it).
 */
let internationalPhoneCheck: ((value: string) => boolean) | null = null;

export function installInternationalPhoneCheck(check: (value: string) => boolean): void {
  internationalPhoneCheck = check;
}

function passesInternationalPhone(value: string): boolean {
  if (!internationalPhoneCheck) {
    throw new Error("The intlPhone rule needs '@portal/shared/validation/intl-phone' imported");
  }
  return internationalPhoneCheck(value);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const RULES: Record<TRuleName, TRuleDefinition> = {
  required: {
    param: 'none',
    key: 'required',
    // A blank string counts as empty: the server trims text before storing it, so "   " would
    // be stored as nothing.
    passes: (value) => !isEmpty(typeof value === 'string' ? value.trim() : value),
  },
  shortRequired: {
    param: 'none',
    key: 'shortRequired',
    passes: (value) => Boolean(value),
  },
  length: {
    param: 'length',
    key: 'length',
    passes: (value, n) => sizeOf(value) <= Number(n),
  },
  'min-length': {
    param: 'length',
    key: 'minLength',
    passes: (value, n) => isEmpty(value) || sizeOf(value) >= Number(n),
  },
  'exact-length': {
    param: 'length',
    key: 'exactLength',
    passes: (value, n) => isEmpty(value) || sizeOf(value) === Number(n),
  },
  email: {
    param: 'none',
    key: 'email',
    passes: (value) => isEmpty(value) || isValidEmail(asText(value)),
  },
  confirmed: {
    param: 'field',
    key: 'confirmed',
    passes: (value, other, context) => asText(value) === asText(context.values?.[other ?? '']),
  },
  phone: {
    param: 'none',
    // The spec's message with the accepted format after it (issue 19 point 26); `phone` stays the
    // spec's words alone, which the contracts' looser phone checks answer.
    key: 'phoneFormat',
    passes: (value) => isEmpty(value) || PHONE_PATTERN.test(asText(value)),
  },
  intlPhone: {
    param: 'none',
    key: 'intlPhone',
    passes: (value) => isEmpty(value) || passesInternationalPhone(asText(value)),
  },
  numeric: {
    param: 'none',
    key: 'default',
    passes: (value) =>
      isEmpty(value) ||
      (typeof value === 'number' ? Number.isFinite(value) : /^-?\d+(\.\d+)?$/.test(asText(value))),
  },
  date: {
    param: 'none',
    key: 'default',
    passes: (value) => isEmpty(value) || isCalendarDate(asText(value)),
  },
};

function isRuleName(name: string): name is TRuleName {
  return (RULE_NAMES as readonly string[]).includes(name);
}

const parsedCache = new Map<string, TParsedRule[]>();

/**
 * Turns `"required|length:50"` into rules. A misspelt rule or a missing parameter is a
 * programming error, so it throws rather than letting a field silently skip validation.
 */
export function parseRules(rules: string): TParsedRule[] {
  const cached = parsedCache.get(rules);
  if (cached) return cached;
  const parsed = rules
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): TParsedRule => {
      const colon = part.indexOf(':');
      const name = (colon === -1 ? part : part.slice(0, colon)).trim();
      const param = colon === -1 ? undefined : part.slice(colon + 1).trim();
      if (!isRuleName(name)) throw new Error(`Unknown validation rule "${name}" in "${rules}".`);
      const kind = RULES[name].param;
      if (kind === 'none' && param !== undefined) {
        throw new Error(`Validation rule "${name}" takes no parameter (in "${rules}").`);
      }
      if (kind === 'length' && !/^\d+$/.test(param ?? '')) {
        throw new Error(`Validation rule "${name}" needs a whole number, e.g. "${name}:50".`);
      }
      if (kind === 'field' && !param) {
        throw new Error(`Validation rule "${name}" needs a field name, e.g. "${name}:password".`);
      }
      return { name, param };
    });
  parsedCache.set(rules, parsed);
  return parsed;
}

/** The first failing rule's issue, or null when the value passes every rule. */
export function validateValue(
  value: unknown,
  rules: string | readonly TParsedRule[],
  context: TRuleContext = {},
): TValidationIssue | null {
  const parsed = typeof rules === 'string' ? parseRules(rules) : rules;
  for (const rule of parsed) {
    const definition = RULES[rule.name];
    if (definition.passes(value, rule.param, context)) continue;
    return {
      key: definition.key,
      params: definition.param === 'length' ? { n: Number(rule.param) } : {},
    };
  }
  return null;
}

/** Whether the rules make the field mandatory (the inputs show an asterisk). */
export function hasRequiredRule(rules: string | undefined): boolean {
  if (!rules) return false;
  return parseRules(rules).some(
    (rule) => rule.name === 'required' || rule.name === 'shortRequired',
  );
}

/** The fields a `confirmed:<field>` rule compares against, so they can be re-checked together. */
export function confirmedTargets(rules: string | undefined): string[] {
  if (!rules) return [];
  return parseRules(rules)
    .filter((rule) => rule.name === 'confirmed' && rule.param)
    .map((rule) => rule.param as string);
}
