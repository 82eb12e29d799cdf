import { Anchor, Code, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Served by the portal itself from the routes' own schemas (docs/partner-api.md). */
export const API_DOCS_PATH = '/api/docs';

/** A link to the API reference, which opens in a new tab (and says so to screen readers). */
export function ApiDocsLink() {
  const { t } = useTranslation('partner-api');
  return (
    <Anchor href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer">
      <Group gap={4} component="span" wrap="nowrap">
        {t('docs.link')}
        <IconExternalLink size={14} aria-hidden />
        <VisuallyHidden>{t('docs.newTab')}</VisuallyHidden>
      </Group>
    </Anchor>
  );
}

/** Where the API reference is, and how a call carries its key. */
export function ApiDocsNote() {
  const { t } = useTranslation('partner-api');
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{t('docs.heading')}</Text>
          <ApiDocsLink />
        </Group>
        <Text size="sm">{t('docs.howToCall')}</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          Authorization: Bearer fw_live_…
        </Code>
        <Text size="sm" c="dimmed">
          {t('docs.scopesNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
