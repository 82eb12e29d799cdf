import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkError } from './link-error';

/** Before a request is there: the reason it cannot be shown, or a loading line. */
export function RequestLoadState({ error }: { error: Error | null }) {
  const { t } = useTranslation('supplier-requests');
  if (error) return <LinkError error={error} />;
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text>{t('loading')}</Text>
    </Group>
  );
}
