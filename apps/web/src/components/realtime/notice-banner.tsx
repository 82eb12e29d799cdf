import { Alert, Stack } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotice, TNoticeLevel } from '@portal/shared/contracts/realtime';
import { noticeChannelsFor, type TChannelSubject } from '@portal/shared/domain/realtime-channels';
import { realtime, type RealtimeConnection } from '../../lib/realtime';
import { useRealtimeEvents } from '../../lib/use-realtime-event';

const LEVELS: Record<TNoticeLevel, { color: string; Icon: typeof IconInfoCircle }> = {
  info: { color: 'blue', Icon: IconInfoCircle },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  critical: { color: 'red', Icon: IconAlertOctagon },
};

/**
 * Shows the notices administrators publish while the page is open: to everybody on the public
 * portal channel, and to the signed-in user's audience (agents, their agency; suppliers, their
 * supplier; the back office). Newest first; each can be dismissed. Notices are not stored, so
 * a page opened later does not show them.
 */
export function NoticeBanner({
  user,
  max = 3,
  connection = realtime,
}: {
  /** The signed-in user (a TSessionUser will do), or null on public pages. */
  user: TChannelSubject | null;
  max?: number;
  connection?: RealtimeConnection;
}) {
  const { t } = useTranslation('realtime');
  const [notices, setNotices] = useState<TNotice[]>([]);

  useRealtimeEvents(
    noticeChannelsFor(user),
    'notice.published',
    (notice) => {
      setNotices((current) =>
        current.some((shown) => shown.id === notice.id)
          ? current
          : [notice, ...current].slice(0, max),
      );
    },
    connection,
  );

  if (notices.length === 0) return null;
  return (
    <Stack gap="xs" role="region" aria-label={t('notice.region')}>
      {notices.map((notice) => {
        const { color, Icon } = LEVELS[notice.level];
        return (
          <Alert
            key={notice.id}
            color={color}
            variant="light"
            title={t(`notice.level.${notice.level}`)}
            icon={<Icon size={20} aria-hidden />}
            withCloseButton
            closeButtonLabel={t('notice.dismiss')}
            onClose={() =>
              setNotices((current) => current.filter((shown) => shown.id !== notice.id))
            }
          >
            {notice.message}
          </Alert>
        );
      })}
    </Stack>
  );
}
