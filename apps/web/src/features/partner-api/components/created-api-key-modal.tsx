import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { TCreatedApiKey } from '@portal/shared/contracts/partner-api';
import { useTranslation } from 'react-i18next';

/**
 * The whole key, right after it was made: the server keeps only its hash, so this is the one time
 * anyone sees it. A click beside the dialog does not close it (the key would be lost by accident);
 * the close button and Escape do.
 */
export function CreatedApiKeyModal({
  created,
  onClose,
}: {
  created: TCreatedApiKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('partner-api');
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('keys.created.title')}
      closeOnClickOutside={false}
      size="lg"
    >
      {created ? (
        <Stack gap="md">
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('keys.created.warningTitle')}
          >
            {t('keys.created.warning')}
          </Alert>
          <Text size="sm">{t('keys.created.intro', { name: created.name })}</Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {created.key}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'green' : undefined}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconCopy size={16} aria-hidden />
                    )
                  }
                  onClick={copy}
                >
                  {copied ? t('copied') : t('keys.created.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('keys.created.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
