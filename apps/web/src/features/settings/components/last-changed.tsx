import { formatMoment } from '@portal/shared/format/dates';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Last changed by … at …", or that the section still has its defaults. */
export function LastChanged({
  updatedAt,
  updatedBy,
}: {
  updatedAt: string | null;
  updatedBy: string | null;
}) {
  const { t, i18n } = useTranslation('settings');
  if (!updatedAt)
    return (
      <Text size="sm" c="dimmed">
        {t('lastChanged.never')}
      </Text>
    );
  const at = formatMoment(updatedAt, i18n.language);
  return (
    <Text size="sm" c="dimmed">
      {updatedBy ? t('lastChanged.byAt', { name: updatedBy, at }) : t('lastChanged.at', { at })}
    </Text>
  );
}
