import { Box, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Seats sold against capacity, with the break-even point marked: green once break-even is
 * reached, orange below it. Read out as one sentence (the bar itself is decoration).
 */
export function SeatsBar({
  sold,
  capacity,
  breakEven,
}: {
  sold: number;
  capacity: number;
  breakEven: number;
}) {
  const { t } = useTranslation('regular-tours');
  const percent = (seats: number) => (capacity > 0 ? Math.min(100, (seats * 100) / capacity) : 0);
  const isReached = sold >= breakEven;
  const label = t('seatsBar.label', { sold, count: capacity, breakEven });
  return (
    <Group gap="xs" wrap="nowrap" role="img" aria-label={label} title={label}>
      <Box pos="relative" w={120} aria-hidden>
        <Progress.Root size="lg">
          <Progress.Section value={percent(sold)} color={isReached ? 'green' : 'orange'} />
          {isReached ? null : (
            <Progress.Section value={percent(breakEven) - percent(sold)} color="gray.3" />
          )}
        </Progress.Root>
        <Box
          pos="absolute"
          top={-3}
          bottom={-3}
          left={`${percent(breakEven)}%`}
          w={2}
          bg="dark.6"
          data-testid="break-even-marker"
        />
      </Box>
      <Text size="sm" aria-hidden style={{ whiteSpace: 'nowrap' }}>
        {t('seatsBar.short', { sold, capacity })}
      </Text>
    </Group>
  );
}
