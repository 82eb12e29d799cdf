import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

/**
 * A request that cannot be shown: an emailed link that expired (410) or is not valid or revoked
 * (404) says so prominently with the server's message, never a blank page.
 */
export function LinkError({ error }: { error: Error }) {
  const { t } = useTranslation('supplier-requests');
  const status = isApiError(error) ? error.status : 0;
  const heading =
    status === 410
      ? t('linkError.expired')
      : status === 404
        ? t('linkError.invalid')
        : t('linkError.failed');
  return (
    <Alert
      color="red"
      role="alert"
      variant="light"
      icon={<IconLinkOff size={20} aria-hidden />}
      data-testid="link-error"
    >
      <Stack gap="xs">
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Text fw={600}>{error.message}</Text>
        {status === 404 || status === 410 ? <Text size="sm">{t('linkError.help')}</Text> : null}
      </Stack>
    </Alert>
  );
}
