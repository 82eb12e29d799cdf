import { Group, Stack, Text, Title } from '@mantine/core';
import { STATUS_WORDS, type TStatusColour } from '@portal/shared/domain/status-colours';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** Statuses that show the order of the checks (see domain/status-colours.ts). */
const MIXED_STATUSES = [
  'Booking Confirmed',
  'Confirmed - Cancelled',
  'Confirmed - Amendment Requested',
  'Unconfirmed',
  'Draft',
];

/** Not text: no colour, and a console warning. */
const NON_TEXT_STATUSES: unknown[] = [42];

const COLOUR_ORDER: TStatusColour[] = ['green', 'amber', 'red'];

export function BadgesSection() {
  const { t } = useTranslation('ui-kit');
  return (
    <Stack component="section" aria-labelledby="ui-kit-badges" gap="md">
      <Title order={2} id="ui-kit-badges">
        {t('badges.title')}
      </Title>
      <Text c="dimmed">{t('badges.intro')}</Text>
      {COLOUR_ORDER.map((colour) => (
        <Stack key={colour} gap={4}>
          <Text fw={600} size="sm">
            {t(`badges.${colour}`)}
          </Text>
          <Group gap="xs" aria-label={t(`badges.${colour}`)} role="list">
            {STATUS_WORDS[colour].map((word) => (
              <span role="listitem" key={word}>
                <StatusBadge status={word} />
              </span>
            ))}
          </Group>
        </Stack>
      ))}
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('badges.mixed')}
        </Text>
        <Group gap="xs" aria-label={t('badges.mixed')} role="list">
          {MIXED_STATUSES.map((status) => (
            <span role="listitem" key={status}>
              <StatusBadge status={status} />
            </span>
          ))}
        </Group>
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('badges.nonText')}
        </Text>
        <Group gap="xs" aria-label={t('badges.nonText')} role="list">
          {NON_TEXT_STATUSES.map((status) => (
            <span role="listitem" key={String(status)}>
              <StatusBadge status={status} />
            </span>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
