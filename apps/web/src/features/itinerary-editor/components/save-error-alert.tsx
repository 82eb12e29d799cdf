import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

/** The server's message when a save fails, with each field's message below it. */
export function SaveErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('itinerary-editor');
  if (!error) return null;
  const message = error instanceof Error ? error.message : t('common.saveFailed');
  const details = isApiError(error) ? [...new Set(Object.values(error.errors).flat())] : [];
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={t('common.saveFailed')}
      role="alert"
    >
      {message}
      {details.length > 0 ? (
        <List size="sm" mt="xs">
          {details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/** The server's message for one field, if the failed save named it. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldError(field) : undefined;
}
