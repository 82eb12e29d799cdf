import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import {
  WEBHOOK_DELIVERY_STATUSES,
  type TWebhookDeliveryStatus,
} from '@portal/shared/contracts/partner-api';
import { formatMoment } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Pagination } from '../../../components/ui/pagination';
import { exportWebhookDeliveries } from '../api/export-webhook-deliveries';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import type { TPartnerApiBase } from '../api/query-keys';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { useWebhookParams } from './use-webhook-params';
import { WebhookDeliveryDrawer } from './webhook-delivery-drawer';

const ALL = 'all';

/**
 * Deliveries, newest first, with a status filter: one endpoint's, or every agency's (the back
 * office's Deliveries tab, `endpointId="all"`, which also names each delivery's endpoint and
 * agency, narrows to one agency from a row, and downloads the list as CSV).
 * "Details" opens the delivery beside the list.
 */
export function WebhookDeliveries({
  apiBase,
  endpointId,
}: {
  apiBase: TPartnerApiBase;
  endpointId: number | 'all';
}) {
  const { t, i18n } = useTranslation('partner-api');
  const params = useWebhookParams();
  const isAll = endpointId === 'all';
  const agencyId = isAll ? params.agencyId : null;
  const deliveriesQuery = useWebhookDeliveries(apiBase, {
    endpointId,
    page: params.page,
    status: params.status,
    agencyId,
  });
  const rows = deliveriesQuery.data?.data ?? [];
  const none = t('none');
  // The filter shows the agency's name from its rows; an agency with none shows its number.
  const agencyName =
    agencyId === null
      ? null
      : (rows.find((row) => row.agencyId === agencyId)?.agencyName ??
        t('deliveries.agency.numbered', { id: agencyId }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={t('deliveries.filter.label')}
          maw={240}
          allowDeselect={false}
          value={params.status ?? ALL}
          data={[
            { value: ALL, label: t('deliveries.filter.all') },
            ...WEBHOOK_DELIVERY_STATUSES.map((status) => ({
              value: status,
              label: t(`deliveries.status.${status}`),
            })),
          ]}
          onChange={(value) =>
            params.setStatus(
              WEBHOOK_DELIVERY_STATUSES.find(
                (status): status is TWebhookDeliveryStatus => status === value,
              ) ?? null,
            )
          }
        />
        {isAll ? (
          <ExportCsvButton
            download={() => exportWebhookDeliveries({ status: params.status, agencyId })}
          />
        ) : null}
      </Group>
      {agencyName !== null ? (
        <Group gap="xs">
          <Badge
            variant="light"
            tt="none"
            size="lg"
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                aria-label={t('deliveries.agency.clear')}
                onClick={() => params.setAgency(null)}
              >
                <IconX size={12} aria-hidden />
              </ActionIcon>
            }
          >
            {t('deliveries.agency.filter', { name: agencyName })}
          </Badge>
        </Group>
      ) : null}
      {deliveriesQuery.error ? (
        <Alert color="red" role="alert">
          {deliveriesQuery.error.message}
        </Alert>
      ) : null}
      {deliveriesQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !deliveriesQuery.error ? (
        <Text>
          {params.status || agencyId !== null
            ? t('deliveries.emptyFiltered')
            : t('deliveries.empty')}
        </Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={isAll ? 1080 : 780}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('deliveries.tableLabel')}
            aria-busy={deliveriesQuery.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('deliveries.columns.status')}</Table.Th>
                <Table.Th>{t('deliveries.columns.event')}</Table.Th>
                {isAll ? (
                  <>
                    <Table.Th>{t('deliveries.columns.agency')}</Table.Th>
                    <Table.Th>{t('deliveries.columns.endpoint')}</Table.Th>
                  </>
                ) : null}
                <Table.Th>{t('deliveries.columns.attempts')}</Table.Th>
                <Table.Th>{t('deliveries.columns.lastResponse')}</Table.Th>
                <Table.Th>{t('deliveries.columns.createdAt')}</Table.Th>
                <Table.Th>{t('deliveries.columns.nextAttemptAt')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((delivery) => {
                const createdAt = formatMoment(delivery.createdAt, i18n.language);
                const event = t(`events.${delivery.eventType}`);
                const rowAgencyId = delivery.agencyId ?? null;
                const rowAgencyName =
                  rowAgencyId === null
                    ? null
                    : (delivery.agencyName ?? t('deliveries.agency.numbered', { id: rowAgencyId }));
                return (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>
                      <DeliveryStatusBadge status={delivery.status} />
                    </Table.Td>
                    <Table.Td>{event}</Table.Td>
                    {isAll ? (
                      <>
                        <Table.Td>
                          {rowAgencyId !== null ? (
                            <Anchor
                              component="button"
                              type="button"
                              size="sm"
                              ta="start"
                              aria-label={t('deliveries.agency.only', { name: rowAgencyName })}
                              onClick={() => params.setAgency(rowAgencyId)}
                            >
                              {rowAgencyName}
                            </Anchor>
                          ) : (
                            t('deliveries.agency.operator')
                          )}
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                          {delivery.endpointUrl}
                        </Table.Td>
                      </>
                    ) : null}
                    <Table.Td>{delivery.attempts}</Table.Td>
                    <Table.Td>{delivery.lastResponseStatus ?? none}</Table.Td>
                    <Table.Td>{createdAt}</Table.Td>
                    <Table.Td>
                      {delivery.nextAttemptAt
                        ? formatMoment(delivery.nextAttemptAt, i18n.language)
                        : none}
                    </Table.Td>
                    <Table.Td>
                      <Group justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('deliveries.openLabel', { event, date: createdAt })}
                          onClick={() => params.openDelivery(delivery.id)}
                        >
                          {t('deliveries.open')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={deliveriesQuery.data}
        onPageChange={params.setPage}
        disabled={deliveriesQuery.isFetching}
      />
      <WebhookDeliveryDrawer
        apiBase={apiBase}
        deliveryId={params.deliveryId}
        onClose={() => params.openDelivery(null)}
      />
    </Stack>
  );
}
