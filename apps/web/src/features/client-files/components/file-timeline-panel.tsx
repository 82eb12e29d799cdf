import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFileEmailEntry } from '@portal/shared/contracts/files';
import { formatMoment } from '@portal/shared/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventFacts, eventSentence } from '../../../components/ui/event-text';
import { MailStatusBadge } from '../../../components/ui/mail-status-badge';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/authorization';
import { useClientFileEvents } from '../api/get-client-file-events';

/** An email sent for the file: to whom, what, its delivery status and, for outbox readers, a link. */
function EmailEntry({ email }: { email: TFileEmailEntry }) {
  const { t, i18n } = useTranslation(['client-files', 'outbox']);
  const { can } = usePermissions();
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {t('timeline.email', { to: email.to, subject: email.subject })}
        </Text>
        <MailStatusBadge status={email.status} size="sm" />
      </Group>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {formatMoment(email.createdAt, i18n.language) || email.createdAt}
        </Text>
        {can('outbox.view') ? (
          <Anchor
            component={Link}
            to={paths.adminOutboxMessage(email.messageId)}
            size="xs"
            aria-label={t('timeline.openEmail', { subject: email.subject })}
          >
            {t('timeline.openEmailShort')}
          </Anchor>
        ) : null}
      </Group>
    </>
  );
}

/**
 * The file's timeline for the back office: every recorded event (notes typed with a status move,
 * status changes, supplier answers, payments, documents) with who and when, in the same words as
 * the agent's History tab (components/ui/event-text), and every email sent for the file with its
 * delivery status, newest first.
 */
export function FileTimelinePanel({ reference, brandId }: { reference: string; brandId: number }) {
  const { t, i18n } = useTranslation(['client-files', 'events', 'files']);
  const [page, setPage] = useState(1);
  const events = useClientFileEvents(reference, page);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-file-timeline">
      <Title order={2} size="h4" id="client-file-timeline" mb="sm">
        {t('timeline.title')}
      </Title>
      {events.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading', { ns: 'common' })}</Text>
        </Group>
      ) : events.error ? (
        <Alert color="red" role="alert">
          {events.error.message}
        </Alert>
      ) : events.data.data.length === 0 ? (
        <Text c="dimmed">{t('timeline.empty')}</Text>
      ) : (
        <Stack gap="sm">
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {events.data.data.map((event) =>
              event.kind === 'email' ? (
                <li key={`email-${event.messageId}`} data-email={event.messageId}>
                  <EmailEntry email={event} />
                </li>
              ) : (
                <li key={`event-${event.id}`} data-event={event.action}>
                  <Text fw={600} size="sm">
                    {eventSentence(t, event.action)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('timeline.byAt', {
                      who:
                        event.actorName ?? t(`history.actors.${event.actorKind}`, { ns: 'files' }),
                      when: formatMoment(event.createdAt, i18n.language) || event.createdAt,
                    })}
                  </Text>
                  <EventFacts facts={event.facts} brandId={brandId} />
                </li>
              ),
            )}
          </Stack>
          <Pagination
            pagination={events.data}
            onPageChange={setPage}
            disabled={events.isFetching}
          />
        </Stack>
      )}
    </Paper>
  );
}
