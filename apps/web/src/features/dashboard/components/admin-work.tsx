import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../lib/authorization';
import { ADMIN_WORK_QUEUES, useWorkCounts } from '../api/get-work-counts';
import { UnpaidInvoicesCard } from './unpaid-invoices-card';

/**
 * The back office's home: what needs action now (open alerts, requests suppliers have not answered,
 * files in processing, bookings to finalise, rate proposals to review, invoices not yet paid),
 * each with its list. Queues the user may not read are neither shown nor asked for.
 */
export function AdminWork() {
  const { t } = useTranslation('dashboard');
  const { can } = usePermissions();
  const queues = ADMIN_WORK_QUEUES.filter((queue) => can(queue.permission));
  const counts = useWorkCounts(queues);
  const canSeeFinance = can('finance.manage');
  if (queues.length === 0 && !canSeeFinance) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-work-heading">
      <Title order={2} size="h3" id="admin-work-heading">
        {t('work.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {queues.map((queue, index) => {
          const count = counts[index];
          return (
            <Card key={queue.key} withBorder data-testid={`work-${queue.key}`}>
              <Stack gap={4}>
                <Text fw={600}>{t(`work.queues.${queue.key}.title`)}</Text>
                {count?.isPending ? (
                  <Loader size="xs" aria-label={t('loading', { ns: 'common' })} />
                ) : count?.error ? (
                  <Text size="sm" c="red" role="alert">
                    {count.error.message}
                  </Text>
                ) : (
                  <Group gap="xs" align="baseline">
                    <Text fz={28} fw={700} lh={1}>
                      {count?.data ?? 0}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`work.queues.${queue.key}.count`, { count: count?.data ?? 0 })}
                    </Text>
                  </Group>
                )}
                <Anchor component={Link} to={queue.to} size="sm">
                  {t(`work.queues.${queue.key}.link`)}
                </Anchor>
              </Stack>
            </Card>
          );
        })}
        {canSeeFinance ? <UnpaidInvoicesCard /> : null}
      </SimpleGrid>
    </Stack>
  );
}
