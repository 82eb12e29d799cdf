import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { TRoleView } from '@portal/shared/contracts/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteRole } from '../api/delete-role';
import { useRole } from '../api/get-role';
import { useSaveRole } from '../api/save-role';
import { RoleForm } from './role-form';

function DeleteRoleButton({ role }: { role: TRoleView }) {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const remove = useDeleteRole();
  const [isConfirming, setIsConfirming] = useState(false);
  const blocker = role.isDefault
    ? t('delete.defaultRole')
    : role.userCount > 0
      ? t('delete.inUse', { users: role.userCount })
      : null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        color="red"
        variant="light"
        disabled={blocker !== null}
        onClick={() => setIsConfirming(true)}
      >
        {t('delete.button')}
      </Button>
      {blocker ? (
        <Text size="sm" c="dimmed">
          {blocker}
        </Text>
      ) : null}
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('delete.title', { label: role.label })}
      >
        <Stack gap="md">
          <Text>{t('delete.confirm', { label: role.label })}</Text>
          {remove.error ? (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              {t('form.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(role.id, { onSuccess: () => void navigate('/admin/roles') })
              }
            >
              {t('delete.confirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** /admin/roles/add and /admin/roles/edit/:id. */
export function RoleEditPage({ id }: { id: number | null }) {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const role = useRole(id);
  const save = useSaveRole();
  const [savedAt, setSavedAt] = useState<number | null>(null);

  if (id !== null && role.error) {
    return (
      <Alert color="red" role="alert">
        {role.error.message}
      </Alert>
    );
  }
  if (id !== null && !role.data) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  }
  const current = id === null ? null : (role.data ?? null);

  return (
    <Stack gap="md">
      <Title order={1}>
        {current ? t('edit.title', { label: current.label }) : t('edit.addTitle')}
      </Title>
      {current ? (
        <Text c="dimmed">
          {t('edit.summary', { kind: t(`kinds.${current.kind}`), users: current.userCount })}
        </Text>
      ) : null}
      {savedAt !== null ? (
        <Alert color="green" role="status">
          {t('edit.saved')}
        </Alert>
      ) : null}
      <RoleForm
        key={current ? `${current.id}-${savedAt ?? 0}` : 'new'}
        role={current}
        onCancel={() => void navigate('/admin/roles')}
        onSubmit={async (submit) => {
          const saved = await save.mutateAsync(submit);
          if (submit.mode === 'create') {
            await navigate(`/admin/roles/edit/${saved.id}`);
          } else {
            setSavedAt(Date.now());
          }
        }}
      />
      {current ? <DeleteRoleButton role={current} /> : null}
    </Stack>
  );
}
