import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAdminRoles } from '../api/get-admin-roles';
import { useSaveAdmin } from '../api/save-admin';
import { AdminForm } from './admin-form';

export function AdminAddPage() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const rolesQuery = useAdminRoles();
  const saveAdmin = useSaveAdmin();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/admins" size="sm">
        {t('admins.back')}
      </Anchor>
      <div>
        <Title order={1}>{t('admins.addTitle')}</Title>
        <Text c="dimmed">{t('admins.addIntro')}</Text>
      </div>
      {rolesQuery.error ? (
        <Alert color="red" role="alert">
          {rolesQuery.error.message}
        </Alert>
      ) : null}
      {rolesQuery.isPending ? <Loader aria-label={t('loading')} /> : null}
      {rolesQuery.data ? (
        <AdminForm
          person={null}
          roles={rolesQuery.data}
          isSelf={false}
          onSubmit={async (submit) => {
            if (submit.mode !== 'invite') return;
            const invited = await saveAdmin.mutateAsync(submit);
            notifications.show({
              color: 'green',
              message: t('notices.invited', { email: invited.email }),
            });
            await navigate(`/admin/admins/${invited.id}`);
          }}
        />
      ) : null}
    </Stack>
  );
}
