import { FILE_EVENT_ACTIONS } from '@portal/shared/contracts/files';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de/events.json';
import en from '../../locales/en/events.json';

describe('the events vocabulary', () => {
  it('has a sentence for every file event (the agent’s History tab)', () => {
    const missing = FILE_EVENT_ACTIONS.filter((action) => !(`action.${action}` in en));
    expect(missing).toEqual([]);
  });

  it('is translated, not copied from English', () => {
    expect(de['action.line.status-changed']).not.toBe(en['action.line.status-changed']);
  });
});
