import { describe, expect, it } from 'vitest';
import { ZContentField } from '../contracts/content';
import {
  CONTENT_FIELDS,
  CONTENT_MAX_DAYS,
  contentDayField,
  contentFieldDay,
  isContentField,
} from './content-codes';

describe('content fields', () => {
  it('names each itinerary day as a field and reads the day back', () => {
    expect(contentDayField(3)).toBe('day-3');
    expect(contentFieldDay('day-3')).toBe(3);
    expect(contentFieldDay(contentDayField(CONTENT_MAX_DAYS))).toBe(CONTENT_MAX_DAYS);
  });

  it('is not fooled by fields that only look like days', () => {
    expect(contentFieldDay('description')).toBeNull();
    expect(contentFieldDay('day-0')).toBeNull();
    expect(contentFieldDay('day-01')).toBeNull();
    expect(contentFieldDay(`day-${CONTENT_MAX_DAYS + 1}`)).toBeNull();
    expect(contentFieldDay('day-3 ')).toBeNull();
  });

  it('accepts the descriptions, a prize’s name, a tour’s texts and days 1 to 60, and nothing else', () => {
    expect(CONTENT_FIELDS).toHaveLength(4 + CONTENT_MAX_DAYS);
    for (const field of ['name', 'description', 'overview', 'inclusions', 'day-1', 'day-60']) {
      expect(isContentField(field)).toBe(true);
      expect(ZContentField.safeParse(field).success).toBe(true);
    }
    for (const field of ['day-61', 'day-0', 'title', 'Overview', 7, null]) {
      expect(isContentField(field)).toBe(false);
      expect(ZContentField.safeParse(field).success).toBe(false);
    }
  });
});
