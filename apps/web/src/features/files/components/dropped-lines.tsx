import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TDroppedLine } from '@portal/shared/contracts/files';
import { formatDayMonth } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { useCodeLabels } from '../hooks/use-code-labels';

/**
 * The services left out of the file because they had no rate for their date (SPEC section 5),
 * in red; on the customise screen each offers a search for an alternative.
 */
export function DroppedLines({
  lines,
  onFindAlternative,
  isBusy = false,
}: {
  lines: TDroppedLine[];
  onFindAlternative?: (line: TDroppedLine) => void;
  isBusy?: boolean;
}) {
  const { t, i18n } = useTranslation('files');
  const labels = useCodeLabels();
  if (lines.length === 0) return null;
  return (
    <Alert color="red" title={t('dropped.title')} data-testid="dropped-lines">
      <Stack gap="xs">
        <Text size="sm">{t('dropped.explain')}</Text>
        {lines.map((line) => (
          <Group key={line.key} justify="space-between" gap="sm" data-dropped-key={line.key}>
            <div>
              <Text size="sm" fw={600} c="red">
                {t('dropped.line', {
                  day: line.dayNumber,
                  type: labels.serviceType(line.serviceTypeCode),
                  name: line.name,
                })}
              </Text>
              <Text size="xs" c="red">
                {t('dropped.noRateOn', {
                  dates: line.missingRateDates
                    .map((date) => formatDayMonth(date, i18n.language))
                    .join(', '),
                })}
              </Text>
            </div>
            {onFindAlternative ? (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconSearch size={14} />}
                onClick={() => onFindAlternative(line)}
                disabled={isBusy}
                aria-label={t('dropped.findAlternativeFor', { name: line.name })}
              >
                {t('dropped.findAlternative')}
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
