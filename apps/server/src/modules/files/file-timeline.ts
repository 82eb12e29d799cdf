import type { TAdminFileTimelineEntry, TFileEmailEntry } from '@portal/shared/contracts/files';

/**
 * The back office's file timeline: the file's events and the emails queued for it, each list
 * already newest first, merged into one newest-first list. Each list keeps its own order; at the
 * same moment the email comes first, as it follows from the event recorded with it. The first n
 * entries depend only on the first n of each list, so a page needs no more than that of either.
 */
export function mergeTimeline(
  events: readonly TAdminFileTimelineEntry[],
  emails: readonly TFileEmailEntry[],
): TAdminFileTimelineEntry[] {
  const merged: TAdminFileTimelineEntry[] = [];
  let e = 0;
  let m = 0;
  while (e < events.length || m < emails.length) {
    const event = events[e];
    const email = emails[m];
    if (email && (!event || Date.parse(email.createdAt) >= Date.parse(event.createdAt))) {
      merged.push(email);
      m += 1;
    } else if (event) {
      merged.push(event);
      e += 1;
    }
  }
  return merged;
}
