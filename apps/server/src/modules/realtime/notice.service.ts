import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  TNotice,
  TPublishNoticeResponse,
  ZPublishNoticeRequest,
} from '@portal/shared/contracts/realtime';
import { noticeChannel } from '@portal/shared/domain/realtime-channels';
import type { TBroadcaster } from './broadcaster';

/**
 * An administrator's notice goes to one audience's channel and nowhere else: a notice for the
 * back office never reaches an agent's browser, even filtered out. Notices are not stored;
 * whoever is online sees them.
 */
export async function publishNotice(
  broadcaster: TBroadcaster,
  input: z.output<typeof ZPublishNoticeRequest>,
  now: Date = new Date(),
): Promise<TPublishNoticeResponse> {
  const notice: TNotice = {
    id: randomUUID(),
    message: input.message,
    level: input.level,
    audience: input.audience,
    publishedAt: now.toISOString(),
  };
  const channel = noticeChannel(input.audience, {
    agencyId: input.agencyId,
    supplierId: input.supplierId,
  });
  await broadcaster.broadcast(channel, 'notice.published', notice);
  return { notice, channel };
}
