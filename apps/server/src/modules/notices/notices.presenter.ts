import type { TPublishedNotice } from '@portal/shared/contracts/notices';
import type { TPublishedNoticeRow } from './notices.repository';

export function presentPublishedNotice(row: TPublishedNoticeRow): TPublishedNotice {
  return {
    id: row.id,
    noticeId: row.noticeId,
    message: row.message,
    level: row.level,
    audience: row.audience,
    channel: row.channel,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    publishedBy: row.userName ?? row.publishedByName,
    publishedAt: row.publishedAt.toISOString(),
  };
}
