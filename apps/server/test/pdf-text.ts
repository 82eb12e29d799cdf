import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';

/** A PDF's words as poppler's pdftotext lays them out (installed by scripts/ensure-test-tools.sh). */
export function pdfText(payload: Buffer): string {
  expect(payload.subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: payload }).toString('utf8');
}
