import { describe, expect, it } from 'vitest';
import { plainExcerpt } from './guide.presenter';

describe('plainExcerpt', () => {
  it('keeps the words of a Markdown excerpt without its marks', () => {
    expect(
      plainExcerpt(
        '## 1. Open a file\n\n1. Go to [Client files](/admin/client-files) and choose **New**.\n- `NZ-100123`\n> Tip',
      ),
    ).toBe('1. Open a file Go to Client files and choose New. NZ-100123 Tip');
  });

  it('turns a table into its cells and keeps search highlights', () => {
    expect(
      plainExcerpt('| Lacking | Means |\n|---|---|\n| \uE000Balance\uE001 owing | unpaid |'),
    ).toBe('Lacking Means \uE000Balance\uE001 owing unpaid');
  });
});
