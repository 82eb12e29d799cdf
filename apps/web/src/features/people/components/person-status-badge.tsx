import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PersonStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('people');
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? t('status.active') : t('status.disabled')}
    </Badge>
  );
}
