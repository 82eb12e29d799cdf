import { Badge, Box, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { realtime, type RealtimeConnection } from '../../lib/realtime';
import { useRealtimeState } from '../../lib/use-realtime-event';

const COLORS = { connected: 'teal', connecting: 'yellow', unavailable: 'red' } as const;

/**
 * A small badge for the area header: live updates connected, connecting or unavailable.
 * pusher-js reconnects by itself; this only reflects what it is doing.
 */
export function RealtimeConnectionIndicator({
  connection = realtime,
}: {
  connection?: RealtimeConnection;
}) {
  const { t } = useTranslation('realtime');
  const state = useRealtimeState(connection);
  const view = state === 'idle' ? 'connecting' : state;
  const label = t(`state.${view}.label`);
  return (
    <Tooltip label={t(`state.${view}.description`)} withArrow multiline w={260}>
      <Badge
        variant="dot"
        color={COLORS[view]}
        role="status"
        aria-label={t('indicatorLabel', { state: label })}
        data-state={view}
      >
        {/* On a phone the dot alone says it; the label stays the badge's accessible name. */}
        <Box component="span" visibleFrom="xs">
          {label}
        </Box>
      </Badge>
    </Tooltip>
  );
}
