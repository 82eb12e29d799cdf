import type { TAdminFileTimelineEntry, TFileEmailEntry } from '@portal/shared/contracts/files';
import { describe, expect, it } from 'vitest';
import { mergeTimeline } from './file-timeline';

const event = (id: number, createdAt: string): TAdminFileTimelineEntry => ({
  kind: 'event',
  id,
  action: 'status.changed',
  facts: [],
  actorKind: 'admin',
  actorName: null,
  createdAt,
});
const email = (messageId: number, createdAt: string): TFileEmailEntry => ({
  kind: 'email',
  messageId,
  to: 'a@b.example',
  subject: 's',
  status: 'pending',
  createdAt,
  sentAt: null,
});
const keys = (entries: TAdminFileTimelineEntry[]) =>
  entries.map((entry) => (entry.kind === 'email' ? `m${entry.messageId}` : `e${entry.id}`));

describe('mergeTimeline', () => {
  it('merges two newest-first lists by time, the email first at the same moment', () => {
    const events = [event(3, '2030-01-03T00:00:00Z'), event(2, '2030-01-02T00:00:00Z')];
    const emails = [email(9, '2030-01-04T00:00:00Z'), email(8, '2030-01-02T00:00:00Z')];
    expect(keys(mergeTimeline(events, emails))).toEqual(['m9', 'e3', 'm8', 'e2']);
  });

  it('keeps either list whole when the other is empty', () => {
    expect(keys(mergeTimeline([event(1, '2030-01-01T00:00:00Z')], []))).toEqual(['e1']);
    expect(keys(mergeTimeline([], [email(1, '2030-01-01T00:00:00Z')]))).toEqual(['m1']);
  });
});
