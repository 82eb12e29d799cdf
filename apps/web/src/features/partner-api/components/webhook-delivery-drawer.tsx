import {
  Alert,
  Button,
  Code,
  CopyButton,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconSend } from '@tabler/icons-react';
import type { TWebhookAttempt, TWebhookDeliveryDetail } from '@portal/shared/contracts/partner-api';
import { formatMoment } from '@portal/shared/format/dates';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useWebhookDelivery } from '../api/get-webhook-delivery';
import type { TPartnerApiBase } from '../api/query-keys';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery';
import { DeliveryStatusBadge } from './delivery-status-badge';

/** The receiver's answer is kept by the server; a few lines of it tell what went wrong. */
const BODY_EXCERPT_CHARACTERS = 500;

const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

function excerpt(text: string): string {
  return text.length > BODY_EXCERPT_CHARACTERS
    ? `${text.slice(0, BODY_EXCERPT_CHARACTERS)}…`
    : text;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function AttemptsTable({ attempts }: { attempts: TWebhookAttempt[] }) {
  const { t, i18n } = useTranslation('partner-api');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="xs" aria-label={t('deliveries.attempts.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('deliveries.attempts.number')}</Table.Th>
            <Table.Th>{t('deliveries.attempts.time')}</Table.Th>
            <Table.Th>{t('deliveries.attempts.response')}</Table.Th>
            <Table.Th>{t('deliveries.attempts.duration')}</Table.Th>
            <Table.Th>{t('deliveries.attempts.replayedBy')}</Table.Th>
            <Table.Th>{t('deliveries.attempts.answer')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((attempt) => (
            <Table.Tr key={attempt.number} style={{ verticalAlign: 'top' }}>
              <Table.Td>{attempt.number}</Table.Td>
              <Table.Td>{formatMoment(attempt.attemptedAt, i18n.language)}</Table.Td>
              <Table.Td>{attempt.responseStatus ?? t('deliveries.attempts.noResponse')}</Table.Td>
              <Table.Td>
                {t('deliveries.attempts.milliseconds', {
                  duration: number.format(attempt.durationMs),
                })}
              </Table.Td>
              <Table.Td>{attempt.replayedBy ?? t('deliveries.attempts.scheduled')}</Table.Td>
              <Table.Td style={{ maxWidth: 320 }}>
                <Stack gap={4}>
                  {attempt.error ? (
                    <Text size="sm" c="red" style={WRAP}>
                      {t('deliveries.attempts.error', { error: attempt.error })}
                    </Text>
                  ) : null}
                  {attempt.responseBody ? (
                    <Code block style={WRAP}>
                      {excerpt(attempt.responseBody)}
                    </Code>
                  ) : null}
                  {!attempt.error && !attempt.responseBody ? (
                    <Text size="sm" c="dimmed">
                      {t('deliveries.attempts.emptyAnswer')}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DeliveryDetail({
  apiBase,
  delivery,
}: {
  apiBase: TPartnerApiBase;
  delivery: TWebhookDeliveryDetail;
}) {
  const { t, i18n } = useTranslation('partner-api');
  const replay = useReplayWebhookDelivery(apiBase);
  // One press, one delivery: a double click lands before the button's loading state renders.
  const replayOnce = useSingleFlight();
  const payload = JSON.stringify(delivery.payload, null, 2);
  const none = t('none');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="xs">
          <DeliveryStatusBadge status={delivery.status} />
          <Text fw={600}>{t(`events.${delivery.eventType}`)}</Text>
        </Group>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={replay.isPending}
          disabled={replay.isPending}
          onClick={() =>
            replayOnce((done) => replay.mutate(delivery.id, { onSettled: () => done() }))
          }
        >
          {t('deliveries.detail.replay')}
        </Button>
      </Group>
      {replay.error ? (
        <Alert color="red" role="alert">
          {replay.error.message}
        </Alert>
      ) : replay.isSuccess ? (
        <Alert color="green" role="status">
          {t('deliveries.detail.replayed')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Fact label={t('deliveries.detail.endpoint')}>{delivery.endpointUrl}</Fact>
        <Fact label={t('deliveries.detail.event')}>
          <Code>{delivery.eventType}</Code> · <Code>{delivery.eventId}</Code>
        </Fact>
        <Fact label={t('deliveries.detail.createdAt')}>
          {formatMoment(delivery.createdAt, i18n.language)}
        </Fact>
        <Fact label={t('deliveries.detail.deliveredAt')}>
          {delivery.deliveredAt ? formatMoment(delivery.deliveredAt, i18n.language) : none}
        </Fact>
        <Fact label={t('deliveries.detail.nextAttemptAt')}>
          {delivery.nextAttemptAt ? formatMoment(delivery.nextAttemptAt, i18n.language) : none}
        </Fact>
        <Fact label={t('deliveries.detail.lastResponse')}>
          {delivery.lastResponseStatus ?? none}
        </Fact>
      </SimpleGrid>

      <Title order={3} size="h4">
        {t('deliveries.detail.attemptCount', { count: delivery.attemptList.length })}
      </Title>
      {delivery.attemptList.length === 0 ? (
        <Text size="sm">{t('deliveries.detail.noAttempts')}</Text>
      ) : (
        <AttemptsTable attempts={delivery.attemptList} />
      )}

      <Group justify="space-between" align="center">
        <Title order={3} size="h4">
          {t('deliveries.detail.payload')}
        </Title>
        <CopyButton value={payload}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              color={copied ? 'green' : undefined}
              leftSection={
                copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
              }
              onClick={copy}
            >
              {copied ? t('copied') : t('deliveries.detail.copyPayload')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ maxHeight: 420, overflow: 'auto' }}>
        {payload}
      </Code>
    </Stack>
  );
}

/** A delivery's detail beside its list: every attempt, the payload, and "Send again". */
export function WebhookDeliveryDrawer({
  apiBase,
  deliveryId,
  onClose,
}: {
  apiBase: TPartnerApiBase;
  deliveryId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('partner-api');
  // The drawer slides out after it is closed: it keeps showing the delivery it had meanwhile.
  const [lastId, setLastId] = useState(deliveryId);
  if (deliveryId !== null && deliveryId !== lastId) setLastId(deliveryId);
  const deliveryQuery = useWebhookDelivery(apiBase, deliveryId ?? lastId, deliveryId !== null);
  return (
    <Drawer
      opened={deliveryId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('deliveries.detail.title')}
      closeButtonProps={{ 'aria-label': t('deliveries.detail.close') }}
    >
      {deliveryQuery.error ? (
        <Alert color="red" role="alert">
          {deliveryQuery.error.message}
        </Alert>
      ) : deliveryQuery.data ? (
        // Keyed by delivery, so a replay's pending or done state never shows on another one.
        <DeliveryDetail
          key={deliveryQuery.data.id}
          apiBase={apiBase}
          delivery={deliveryQuery.data}
        />
      ) : (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      )}
    </Drawer>
  );
}
