import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createDebouncedValidator,
  createFieldValidator,
  humaniseFieldName,
  rulesToZodSchema,
  validateFields,
  withFieldRules,
} from './schema';

const AGENT_PROFILE_RULES = {
  name: 'required|length:20',
  email: 'required|email',
  phone: 'phone',
  group_size: 'numeric',
  password: 'required|min-length:8',
  password_confirmation: 'confirmed:password',
};

const validValues = {
  name: 'Aroha Ngata',
  email: 'aroha@kiwihorizons.co.nz',
  phone: '021 123 4567',
  group_size: '4',
  password: 'Demo-pass-2026',
  password_confirmation: 'Demo-pass-2026',
};

describe('validateFields', () => {
  it('answers nothing for valid values', () => {
    expect(validateFields(validValues, AGENT_PROFILE_RULES)).toEqual({});
  });

  it('answers the first failing rule of each field', () => {
    expect(
      validateFields(
        { ...validValues, name: '', email: 'aroha@', password_confirmation: 'nope' },
        AGENT_PROFILE_RULES,
      ),
    ).toEqual({
      name: { key: 'required', params: {} },
      email: { key: 'email', params: {} },
      password_confirmation: { key: 'confirmed', params: {} },
    });
  });

  it('checks only the fields asked for', () => {
    expect(
      validateFields({ name: '', email: '' }, AGENT_PROFILE_RULES, {
        fields: ['email', 'unknown'],
      }),
    ).toEqual({ email: { key: 'required', params: {} } });
  });
});

describe('createFieldValidator (the server side)', () => {
  const validate = createFieldValidator(AGENT_PROFILE_RULES, {
    labels: { group_size: 'Group size' },
  });

  it('answers the 422 errors map in English', () => {
    expect(
      validate({ ...validValues, name: 'x'.repeat(21), phone: '12', group_size: 'four' }),
    ).toEqual({
      name: ['This field must be 20 or less characters'],
      phone: ['This field must be a valid phone number, e.g. 021 555 1234 or (021) 555-1234'],
      group_size: ['Group size is not valid.'],
    });
  });

  it('humanises the field name when no label is given', () => {
    expect(createFieldValidator({ travel_date: 'date' })({ travel_date: 'soon' })).toEqual({
      travel_date: ['Travel date is not valid.'],
    });
  });

  it.each([
    ['password_confirmation', 'Password confirmation'],
    ['travelDate', 'Travel date'],
    ['reference', 'Reference'],
    ['your-reference', 'Your reference'],
  ])('humanises %s as %s', (field, label) => {
    expect(humaniseFieldName(field)).toBe(label);
  });
});

describe('rulesToZodSchema', () => {
  const schema = rulesToZodSchema(AGENT_PROFILE_RULES);

  it('passes valid values through', () => {
    expect(schema.parse(validValues)).toEqual(validValues);
  });

  it('puts each message under its field', () => {
    const result = schema.safeParse({ ...validValues, email: 'bad', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['email'], 'This field must be a valid email'],
      [['password'], 'This field must be 8 or more characters'],
      [['password_confirmation'], 'Passwords must match'],
    ]);
  });
});

describe('withFieldRules', () => {
  const schema = withFieldRules(
    { name: 'required|length:20', email: 'required|email' },
    z.object({ brand: z.enum(['nz', 'au']), name: z.string().trim(), email: z.string() }),
  );
  const messages = (input: unknown) =>
    schema.safeParse(input).error?.issues.map((issue) => [issue.path, issue.message]);

  it('answers the typed, trimmed values of the shape schema when the rules pass', () => {
    expect(schema.parse({ brand: 'nz', name: ' Aroha ', email: 'a@b.nz', extra: 1 })).toEqual({
      brand: 'nz',
      name: 'Aroha',
      email: 'a@b.nz',
    });
  });

  it('reports the rules and the shape together, the rule message winning for its field', () => {
    expect(messages({ brand: 'uk', name: '', email: 42 })).toEqual([
      [['name'], 'This field is required'],
      [['email'], 'This field must be a valid email'],
      [['brand'], expect.any(String)],
    ]);
  });

  it('still fails on a shape problem alone', () => {
    expect(messages({ brand: 'uk', name: 'Aroha', email: 'a@b.nz' })).toEqual([
      [['brand'], expect.any(String)],
    ]);
  });

  it('treats a body that is not an object as empty fields plus a shape error', () => {
    expect(messages('nope')?.map(([path]) => path)).toEqual([['name'], ['email'], []]);
  });
});

describe('createDebouncedValidator (5 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 5 ms, pools the fields asked for and answers every caller with one result', async () => {
    const validate = createDebouncedValidator(AGENT_PROFILE_RULES);
    const answers: unknown[] = [];
    void validate({ ...validValues, name: '' }, ['name']).then((r) => answers.push(r));
    vi.advanceTimersByTime(4);
    void validate({ ...validValues, name: '', email: 'x' }, ['email']).then((r) => answers.push(r));
    vi.advanceTimersByTime(4);
    await Promise.resolve();
    expect(answers).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    const expected = {
      fields: ['name', 'email'],
      issues: { name: { key: 'required', params: {} }, email: { key: 'email', params: {} } },
    };
    expect(answers).toEqual([expected, expected]);
  });

  it('uses the latest values and reads rules registered later', async () => {
    const rules: Record<string, string> = {};
    const validate = createDebouncedValidator(() => rules);
    const pending = validate({ reference: 'ABC' }, ['reference']);
    rules.reference = 'exact-length:6';
    await vi.advanceTimersByTimeAsync(5);
    await expect(pending).resolves.toEqual({
      fields: ['reference'],
      issues: { reference: { key: 'exactLength', params: { n: 6 } } },
    });
  });

  it('validates every field when none is named, and flush runs at once', async () => {
    const validate = createDebouncedValidator({ a: 'required', b: 'required' });
    const pending = validate({ a: 'x' });
    validate.flush();
    await expect(pending).resolves.toEqual({
      fields: ['a', 'b'],
      issues: { b: { key: 'required', params: {} } },
    });
  });

  it('never answers after cancel', async () => {
    const validate = createDebouncedValidator({ a: 'required' });
    let answered = false;
    void validate({ a: '' }).then(() => {
      answered = true;
    });
    validate.cancel();
    await vi.advanceTimersByTimeAsync(20);
    expect(answered).toBe(false);
  });
});
