import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { TTravellerLinkKindName } from '@portal/shared/contracts/traveller';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import {
  useCreateTravellerLinks,
  useEmailTravellerLink,
  useRevokeTravellerLink,
  useTravellerShare,
} from '../api/traveller-share';
import { formatMoment } from './format';

const KINDS: TTravellerLinkKindName[] = ['quote', 'travel-app'];

/**
 * "Share with client" on the file overview: the client's quote and travel-app links to copy,
 * email (through the mail outbox, audited) or revoke, and whether the client accepted the quote
 * (refreshed live by useFileLiveUpdates).
 */
export function SharePanel({ reference }: { reference: string }) {
  const { t, i18n } = useTranslation('files');
  const share = useTravellerShare(reference);
  const create = useCreateTravellerLinks(reference);
  const email = useEmailTravellerLink(reference);
  const revoke = useRevokeTravellerLink(reference);
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  if (!share.data) return null;
  const { quoteAcceptance } = share.data;
  const urls: Record<TTravellerLinkKindName, string | null> = {
    quote: share.data.quoteUrl,
    'travel-app': share.data.travelAppUrl,
  };
  const emailError = email.error instanceof ApiError ? email.error : null;
  const failure =
    create.error ?? revoke.error ?? (emailError?.fieldError('email') ? null : email.error);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="share-heading">
      <Stack gap="sm">
        <Text fw={600} id="share-heading" component="h2" size="md">
          {t('share.heading')}
        </Text>
        <Text size="sm" role="status" data-testid="quote-acceptance">
          {quoteAcceptance
            ? t('share.accepted', {
                name: quoteAcceptance.fullName,
                date: formatMoment(quoteAcceptance.acceptedAt, i18n.language),
              })
            : t('share.notAccepted')}
        </Text>
        {notice ? (
          <Alert color="green" withCloseButton onClose={() => setNotice(null)} role="status">
            {notice}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        ) : null}
        {KINDS.map((kind) => {
          const url = urls[kind];
          return url ? (
            <Group key={kind} align="flex-end" gap="sm" wrap="nowrap">
              <TextInput label={t(`share.link.${kind}`)} value={url} readOnly style={{ flex: 1 }} />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied
                      ? t('share.copied')
                      : t('share.copy', { link: t(`share.link.${kind}`) })}
                  </Button>
                )}
              </CopyButton>
              <Button
                color="red"
                variant="subtle"
                loading={revoke.isPending && revoke.variables === kind}
                onClick={() =>
                  revoke.mutate(kind, { onSuccess: () => setNotice(t('share.revoked')) })
                }
              >
                {t('share.revoke', { link: t(`share.link.${kind}`) })}
              </Button>
            </Group>
          ) : null;
        })}
        {urls.quote && urls['travel-app'] ? null : (
          <Group>
            <Button variant="light" loading={create.isPending} onClick={() => create.mutate()}>
              {t('share.create')}
            </Button>
          </Group>
        )}
        <TextInput
          type="email"
          label={t('share.email')}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={emailError?.fieldError('email')}
        />
        <Textarea
          label={t('share.message')}
          value={message}
          autosize
          minRows={2}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group gap="sm">
          {KINDS.map((kind) => (
            <Button
              key={kind}
              loading={email.isPending && email.variables.kind === kind}
              onClick={() =>
                email.mutate(
                  { kind, email: address, message },
                  {
                    onSuccess: () => {
                      setNotice(t('share.sent', { email: address.trim() }));
                      setMessage('');
                    },
                  },
                )
              }
            >
              {t(`share.send.${kind}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
