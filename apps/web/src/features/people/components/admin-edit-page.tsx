import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth';
import { useAdmin } from '../api/get-admin';
import { useAdminRoles } from '../api/get-admin-roles';
import { useSaveAdmin } from '../api/save-admin';
import { useSendPasswordReset } from '../api/send-password-reset';
import { AdminForm } from './admin-form';
import { PersonStatusBadge } from './person-status-badge';

/** One administrator (/admin/admins/{id}): details, roles, status and a reset link. */
export function AdminEditPage({ adminId }: { adminId: number }) {
  const { t } = useTranslation('people');
  const me = useUser();
  const adminQuery = useAdmin(adminId);
  const rolesQuery = useAdminRoles();
  const saveAdmin = useSaveAdmin();
  const sendReset = useSendPasswordReset();
  const admin = adminQuery.data;
  const error = adminQuery.error ?? rolesQuery.error;

  function handleReset() {
    if (!admin) return;
    sendReset.mutate(admin.id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: t('notices.resetSent', { email: admin.email }),
        }),
      onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
    });
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/admins" size="sm">
        {t('admins.back')}
      </Anchor>
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      {adminQuery.isPending || rolesQuery.isPending ? <Loader aria-label={t('loading')} /> : null}
      {admin && rolesQuery.data ? (
        <>
          <Group justify="space-between" align="flex-end">
            <div>
              <Group gap="sm">
                <Title order={1}>{admin.name}</Title>
                <PersonStatusBadge active={admin.active} />
              </Group>
              <Text c="dimmed">{admin.username}</Text>
            </div>
            {admin.active ? (
              <Button variant="default" loading={sendReset.isPending} onClick={handleReset}>
                {t('actions.sendReset')}
              </Button>
            ) : null}
          </Group>
          <AdminForm
            key={`${admin.id}-${admin.active}-${admin.roles.join()}`}
            person={admin}
            roles={rolesQuery.data}
            isSelf={admin.id === me?.id}
            onSubmit={async (submit) => {
              if (submit.mode !== 'update') return;
              await saveAdmin.mutateAsync({ mode: 'update', id: admin.id, body: submit.body });
              notifications.show({ color: 'green', message: t('notices.saved') });
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
