import { describe, expect, it } from 'vitest';
import { FILE_REFERENCE_PATTERN } from '../contracts/files';
import { defaultSettings } from '../contracts/settings-sections';
import { formatFileReference } from './file-reference';

describe('formatFileReference', () => {
  const defaults = defaultSettings().bookings;

  it("keeps today's references with the default booking settings", () => {
    expect(formatFileReference(defaults, 1, 100_001)).toBe('NZ-100001');
    expect(formatFileReference(defaults, 2, 100_042)).toBe('AU-100042');
  });

  it("uses the brand's prefix and pads the number to the configured digits", () => {
    const settings = { ...defaults, referencePrefixNZ: 'FW', referenceDigits: 8 };
    expect(formatFileReference(settings, 1, 100_001)).toBe('FW-00100001');
    expect(formatFileReference(settings, 2, 100_001)).toBe('AU-00100001');
  });

  it('always matches the file reference pattern', () => {
    for (const digits of [6, 7, 8, 9]) {
      const reference = formatFileReference({ ...defaults, referenceDigits: digits }, 1, 123_456);
      expect(reference).toMatch(FILE_REFERENCE_PATTERN);
    }
  });
});
