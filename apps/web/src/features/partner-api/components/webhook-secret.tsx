import { ActionIcon, Code, CopyButton, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SECRET_PREFIX = 'whsec_';

/**
 * An endpoint's signing secret, hidden until asked for (a screen may be shared or filmed), with a
 * copy button that works either way. Only the well-known `whsec_` prefix shows while hidden.
 */
export function WebhookSecret({ secret }: { secret: string }) {
  const { t } = useTranslation('partner-api');
  const [isRevealed, setIsRevealed] = useState(false);
  const labelId = useId();
  const masked = `${secret.startsWith(SECRET_PREFIX) ? SECRET_PREFIX : ''}${'•'.repeat(16)}`;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id={labelId}>
        {t('webhooks.secret.label')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center" role="group" aria-labelledby={labelId}>
        {isRevealed ? (
          <Code style={{ overflowWrap: 'anywhere' }}>{secret}</Code>
        ) : (
          <>
            <Code aria-hidden>{masked}</Code>
            <VisuallyHidden>{t('webhooks.secret.hidden')}</VisuallyHidden>
          </>
        )}
        <ActionIcon
          variant="subtle"
          aria-label={isRevealed ? t('webhooks.secret.hide') : t('webhooks.secret.reveal')}
          onClick={() => setIsRevealed((shown) => !shown)}
        >
          {isRevealed ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
        </ActionIcon>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <ActionIcon
              variant="subtle"
              color={copied ? 'green' : undefined}
              aria-label={copied ? t('copied') : t('webhooks.secret.copy')}
              onClick={copy}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('webhooks.secret.hint')}
      </Text>
    </Stack>
  );
}
