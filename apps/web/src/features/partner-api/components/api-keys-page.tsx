import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { TApiKey, TCreatedApiKey } from '@portal/shared/contracts/partner-api';
import { formatMoment } from '@portal/shared/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiDocsNote } from './api-docs-note';
import { ApiKeyForm } from './api-key-form';
import { CreatedApiKeyModal } from './created-api-key-modal';

/**
 * The agency's API keys (docs/partner-api.md, "Keys"): an agency administrator makes one per
 * system that connects, sees the whole key once, and revokes a key that leaked or is no longer used.
 */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation('partner-api');
  const keysQuery = useApiKeys();
  const createKey = useCreateApiKey();
  const revokeKey = useRevokeApiKey();
  const revokeOnce = useSingleFlight();
  const [isAdding, setIsAdding] = useState(false);
  // The whole key lives here only, until its dialog closes.
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const rows = keysQuery.data?.data ?? [];

  const closeCreated = () => {
    setCreated(null);
    // The mutation keeps its last answer (the key) until reset: drop it with the dialog.
    createKey.reset();
  };

  const closeRevoke = () => {
    setRevoking(null);
    revokeKey.reset();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('keys.title')}</Title>
          <Text c="dimmed">{t('keys.intro')}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
          {t('keys.add')}
        </Button>
      </Group>
      <ApiDocsNote />
      {keysQuery.error ? (
        <Alert color="red" role="alert">
          {keysQuery.error.message}
        </Alert>
      ) : null}
      {keysQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !keysQuery.error ? (
        <Text>{t('keys.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('keys.tableLabel')}
            aria-busy={keysQuery.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('keys.columns.name')}</Table.Th>
                <Table.Th>{t('keys.columns.key')}</Table.Th>
                <Table.Th>{t('keys.columns.scopes')}</Table.Th>
                <Table.Th>{t('keys.columns.createdBy')}</Table.Th>
                <Table.Th>{t('keys.columns.createdAt')}</Table.Th>
                <Table.Th>{t('keys.columns.lastUsedAt')}</Table.Th>
                <Table.Th>{t('keys.columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{key.name}</Table.Td>
                  <Table.Td>
                    {/* Only the first characters exist on this side: enough to tell keys apart. */}
                    <Code>{`${key.prefix}…`}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {key.scopes.map((scope) => (
                        <Badge key={scope} variant="light" tt="none">
                          {t(`keys.scopes.${scope}.label`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{key.userName}</Table.Td>
                  <Table.Td>{formatMoment(key.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    {key.lastUsedAt ? formatMoment(key.lastUsedAt, i18n.language) : t('never')}
                  </Table.Td>
                  <Table.Td>
                    {key.revokedAt ? (
                      <Stack gap={2} align="flex-start">
                        <Badge color="gray" variant="light">
                          {t('keys.status.revoked')}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {formatMoment(key.revokedAt, i18n.language)}
                        </Text>
                      </Stack>
                    ) : (
                      <Badge color="green" variant="light">
                        {t('keys.status.active')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {key.revokedAt ? null : (
                      <Group justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('keys.revoke.buttonLabel', { name: key.name })}
                          onClick={() => setRevoking(key)}
                        >
                          {t('keys.revoke.button')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      <Modal opened={isAdding} onClose={() => setIsAdding(false)} title={t('keys.addTitle')}>
        {isAdding ? (
          <ApiKeyForm
            onCancel={() => setIsAdding(false)}
            onSubmit={async (body) => {
              const key = await createKey.mutateAsync(body);
              setIsAdding(false);
              setCreated(key);
            }}
          />
        ) : null}
      </Modal>

      <CreatedApiKeyModal created={created} onClose={closeCreated} />

      <ConfirmDeleteModal
        opened={revoking !== null}
        title={t('keys.revoke.title')}
        question={revoking ? t('keys.revoke.confirm', { name: revoking.name }) : ''}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('keys.revoke.submit')}
        isPending={revokeKey.isPending}
        error={revokeKey.error}
        onClose={closeRevoke}
        onConfirm={() => {
          if (!revoking) return;
          revokeOnce((done) =>
            revokeKey.mutate(revoking.id, {
              onSuccess: () => {
                notifications.show({
                  color: 'fern',
                  message: t('keys.revoke.done', { name: revoking.name }),
                });
                closeRevoke();
              },
              onSettled: done,
            }),
          );
        }}
      />
    </Stack>
  );
}
