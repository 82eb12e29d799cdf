import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSupplierRequests } from '../api/get-supplier-requests';
import { useSupplierRequestsLiveUpdates } from '../hooks/use-supplier-requests-live-updates';
import { supplierRequestPaths } from '../paths';

/** The supplier home's card: how many requests wait for an answer, with the way to them. */
export function CurrentRequestsCard() {
  const { t } = useTranslation('supplier-requests');
  // One row is enough: the card reads the total.
  const requests = useSupplierRequests({ list: 'current', page: 1, per_page: 1 });
  useSupplierRequestsLiveUpdates();
  const total = requests.data?.meta.total;
  return (
    <Card withBorder data-testid="current-requests-card">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          <IconInbox size={18} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={600}>{t('card.heading')}</Text>
          <Text size="sm">
            {requests.error
              ? requests.error.message
              : total === undefined
                ? t('loading')
                : t('card.count', { count: total })}
          </Text>
          <Anchor component={Link} to={supplierRequestPaths.list('current')} size="sm">
            {t('card.link')}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
