import { describe, expect, it } from 'vitest';
import { operatorDateOf } from './operator-calendar';

describe('operatorDateOf', () => {
  it("is New Zealand's date, a day ahead of UTC on a New Zealand morning", () => {
    expect(operatorDateOf(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
    expect(operatorDateOf(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-27');
    expect(operatorDateOf(new Date('2026-06-30T12:30:00Z'))).toBe('2026-07-01');
  });
});
