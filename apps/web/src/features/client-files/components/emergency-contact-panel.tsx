import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReadEmergencyContact } from '../api/get-emergency-contact';
import { toIntlLocale } from '@portal/shared/format/locale';

/**
 * The emergency contact the travellers saved in their travel app, for the operations team. It is
 * personal data: shown when asked for, and every showing is recorded in the audit log (who, when).
 */
export function EmergencyContactPanel({ reference }: { reference: string }) {
  const { t, i18n } = useTranslation('client-files');
  const read = useReadEmergencyContact(reference);
  const contact = read.data?.contact;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-file-emergency">
      <Title order={2} size="h4" id="client-file-emergency" mb="xs">
        {t('edit.emergency.title')}
      </Title>
      {read.data === undefined ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('edit.emergency.hint')}
          </Text>
          <Button variant="default" loading={read.isPending} onClick={() => read.mutate()}>
            {t('edit.emergency.show')}
          </Button>
        </Stack>
      ) : contact ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="xs"
          component="dl"
          aria-label={t('edit.emergency.title')}
        >
          {(
            [
              ['name', `${contact.title} ${contact.fullName}`.trim()],
              ['relationship', contact.relationship],
              ['phone', contact.phone],
              ['email', contact.email],
              [
                'updated',
                new Intl.DateTimeFormat(toIntlLocale(i18n.language), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(contact.updatedAt)),
              ],
            ] as const
          ).map(([field, value]) => (
            <div key={field}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`edit.emergency.${field}`)}
              </Text>
              <Text component="dd" m={0} data-testid={`emergency-${field}`}>
                {value || '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm">{t('edit.emergency.none')}</Text>
      )}
      {read.error ? (
        <Alert color="red" role="alert" mt="xs">
          {read.error.message}
        </Alert>
      ) : null}
    </Paper>
  );
}
