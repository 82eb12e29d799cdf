import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * "Delete …?" with Cancel and Delete. The server's refusal (a 409 because the thing is in use)
 * shows in the dialog, which stays open; `onConfirm` closes it on success.
 */
export function ConfirmDeleteModal({
  opened,
  title,
  question,
  cancelLabel,
  confirmLabel,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  question: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  isPending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{question}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
