import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filePaths } from '../paths';

/**
 * What a file page shows before its file is there: the server's message with a way back to My
 * Files when it failed (another agency's file answers 404), else a loading line.
 */
export function FileLoadState({ error }: { error: Error | null }) {
  const { t } = useTranslation('files');
  if (error) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t('overview.notFoundTitle')}>
          {error.message}
        </Alert>
        <Anchor component={Link} to={filePaths.list}>
          {t('overview.backToList')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text>{t('loading', { ns: 'common' })}</Text>
    </Group>
  );
}
