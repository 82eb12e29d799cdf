import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPartnerApiBase } from '../api/query-keys';
import { ApiDocsLink } from './api-docs-note';
import { useWebhookParams, type TWebhooksTab } from './use-webhook-params';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpoints } from './webhook-endpoints';

/**
 * Webhooks (docs/partner-api.md, "Webhooks"), one screen for both areas: an agency's endpoints
 * (`/api/app`), or the operator's own (`/api/admin`), whose screen adds every agency's deliveries
 * in a tab of their own.
 */
export function WebhooksPage({ apiBase }: { apiBase: TPartnerApiBase }) {
  const { t } = useTranslation('partner-api');
  const params = useWebhookParams();
  const isBackOffice = apiBase === '/api/admin';

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('webhooks.title')}</Title>
        <Text c="dimmed">{isBackOffice ? t('webhooks.intro.admin') : t('webhooks.intro.app')}</Text>
        <Text size="sm" mt="xs">
          {t('webhooks.signatureNote')} <ApiDocsLink />
        </Text>
      </div>
      {isBackOffice ? (
        <Tabs
          value={params.tab}
          onChange={(value) =>
            params.selectTab(value === 'deliveries' ? 'deliveries' : 'endpoints')
          }
          keepMounted={false}
        >
          <Tabs.List>
            {(['endpoints', 'deliveries'] as const satisfies TWebhooksTab[]).map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`webhooks.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="endpoints" pt="md">
            <WebhookEndpoints apiBase={apiBase} />
          </Tabs.Panel>
          <Tabs.Panel value="deliveries" pt="md">
            <Stack gap="md">
              <Text size="sm">{t('deliveries.allIntro')}</Text>
              <WebhookDeliveries apiBase={apiBase} endpointId="all" />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      ) : (
        <WebhookEndpoints apiBase={apiBase} />
      )}
    </Stack>
  );
}
