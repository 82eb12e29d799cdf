import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import type { TWebhookEndpoint } from '@portal/shared/contracts/partner-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import type { TPartnerApiBase } from '../api/query-keys';
import { useSaveWebhookEndpoint } from '../api/save-webhook-endpoint';
import { useWebhookParams } from './use-webhook-params';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookSecret } from './webhook-secret';

type TEditing = { endpoint: TWebhookEndpoint | null } | null;

const BREAK = { overflowWrap: 'anywhere' } as const;

function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('partner-api');
  return (
    <Badge color={isActive ? 'green' : 'gray'} variant="light">
      {isActive ? t('webhooks.status.active') : t('webhooks.status.paused')}
    </Badge>
  );
}

/** One endpoint: what it hears, its signing secret, and what was sent to it. */
function EndpointView({
  apiBase,
  endpoint,
  onEdit,
  onDelete,
  onBack,
}: {
  apiBase: TPartnerApiBase;
  endpoint: TWebhookEndpoint;
  onEdit: () => void;
  onDelete: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('partner-api');
  return (
    <Stack gap="md">
      <Anchor component="button" type="button" size="sm" onClick={onBack}>
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('webhooks.back')}
        </Group>
      </Anchor>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Title order={2} size="h3" style={BREAK}>
                  {endpoint.url}
                </Title>
                <ActiveBadge isActive={endpoint.isActive} />
              </Group>
              {endpoint.description ? (
                <Text c="dimmed" style={BREAK}>
                  {endpoint.description}
                </Text>
              ) : null}
            </Stack>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={onEdit}>
                {t('webhooks.edit')}
              </Button>
              <Button size="xs" variant="light" color="red" onClick={onDelete}>
                {t('webhooks.delete.button')}
              </Button>
            </Group>
          </Group>
          <div>
            <Text fw={600} size="sm">
              {t('webhooks.eventCount', { count: endpoint.events.length })}
            </Text>
            <Group gap={4} mt={4}>
              {endpoint.events.map((event) => (
                <Badge key={event} variant="outline" tt="none">
                  {t(`events.${event}`)}
                </Badge>
              ))}
            </Group>
          </div>
          <WebhookSecret key={endpoint.id} secret={endpoint.secret} />
        </Stack>
      </Paper>
      <Title order={3} size="h4">
        {t('deliveries.title')}
      </Title>
      <WebhookDeliveries apiBase={apiBase} endpointId={endpoint.id} />
    </Stack>
  );
}

/**
 * The endpoints of the agency or of the operator (`apiBase`), and one endpoint with its deliveries
 * when the address names it (`?endpoint=<id>`). A new endpoint opens straight away, so its signing
 * secret is on screen.
 */
export function WebhookEndpoints({ apiBase }: { apiBase: TPartnerApiBase }) {
  const { t } = useTranslation('partner-api');
  const params = useWebhookParams();
  const endpointsQuery = useWebhookEndpoints(apiBase);
  const saveEndpoint = useSaveWebhookEndpoint(apiBase);
  const deleteEndpoint = useDeleteWebhookEndpoint(apiBase);
  const deleteOnce = useSingleFlight();
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const rows = endpointsQuery.data?.data ?? [];
  const opened =
    params.endpointId === null ? null : rows.find((row) => row.id === params.endpointId);

  const closeDelete = () => {
    setDeleting(null);
    deleteEndpoint.reset();
  };

  let content;
  if (endpointsQuery.error) {
    content = (
      <Alert color="red" role="alert">
        {endpointsQuery.error.message}
      </Alert>
    );
  } else if (endpointsQuery.isPending) {
    content = <Loader aria-label={t('loading', { ns: 'common' })} />;
  } else if (params.endpointId !== null) {
    content = opened ? (
      <EndpointView
        apiBase={apiBase}
        endpoint={opened}
        onEdit={() => setEditing({ endpoint: opened })}
        onDelete={() => setDeleting(opened)}
        onBack={() => params.openEndpoint(null)}
      />
    ) : (
      <Stack gap="sm" align="flex-start">
        <Text>{t('webhooks.missing')}</Text>
        <Button variant="default" onClick={() => params.openEndpoint(null)}>
          {t('webhooks.back')}
        </Button>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ endpoint: null })}
          >
            {t('webhooks.add')}
          </Button>
        </Group>
        {rows.length === 0 ? (
          <Text>{t('webhooks.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              aria-label={t('webhooks.tableLabel')}
              aria-busy={endpointsQuery.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('webhooks.columns.url')}</Table.Th>
                  <Table.Th>{t('webhooks.columns.events')}</Table.Th>
                  <Table.Th>{t('webhooks.columns.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((endpoint) => (
                  <Table.Tr key={endpoint.id}>
                    <Table.Td style={{ ...BREAK, maxWidth: 420 }}>
                      <Text size="sm" style={BREAK}>
                        {endpoint.url}
                      </Text>
                      {endpoint.description ? (
                        <Text size="xs" c="dimmed" style={BREAK}>
                          {endpoint.description}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {t('webhooks.eventCount', { count: endpoint.events.length })}
                    </Table.Td>
                    <Table.Td>
                      <ActiveBadge isActive={endpoint.isActive} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('webhooks.openLabel', { url: endpoint.url })}
                          onClick={() => params.openEndpoint(endpoint.id)}
                        >
                          {t('webhooks.open')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('webhooks.editLabel', { url: endpoint.url })}
                          onClick={() => setEditing({ endpoint })}
                        >
                          {t('webhooks.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('webhooks.delete.buttonLabel', { url: endpoint.url })}
                          onClick={() => setDeleting(endpoint)}
                        >
                          {t('webhooks.delete.button')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    );
  }

  return (
    <>
      {content}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.endpoint ? t('webhooks.editTitle') : t('webhooks.addTitle')}
        size="lg"
      >
        {editing ? (
          <WebhookEndpointForm
            key={editing.endpoint?.id ?? 'new'}
            endpoint={editing.endpoint}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              const saved = await saveEndpoint.mutateAsync({
                id: editing.endpoint?.id ?? null,
                body,
              });
              notifications.show({ color: 'fern', message: t('webhooks.saved') });
              setEditing(null);
              if (!editing.endpoint) params.openEndpoint(saved.id);
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('webhooks.delete.title')}
        question={deleting ? t('webhooks.delete.confirm', { url: deleting.url }) : ''}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('webhooks.delete.submit')}
        isPending={deleteEndpoint.isPending}
        error={deleteEndpoint.error}
        onClose={closeDelete}
        onConfirm={() => {
          if (!deleting) return;
          deleteOnce((done) =>
            deleteEndpoint.mutate(deleting.id, {
              onSuccess: () => {
                notifications.show({ color: 'fern', message: t('webhooks.delete.done') });
                if (params.endpointId === deleting.id) params.openEndpoint(null);
                closeDelete();
              },
              onSettled: done,
            }),
          );
        }}
      />
    </>
  );
}
