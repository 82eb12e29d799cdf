import { Alert, Anchor, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { USER_KINDS } from '@portal/shared/domain/user-kinds';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { exportPermissions } from '../api/export-roles';
import { usePermissionList } from '../api/get-permissions';
import { describePermission } from './permission-description';

/** /admin/permissions: every permission the server checks, per kind, and the roles granting it. */
export function PermissionsPage() {
  const { t } = useTranslation('roles');
  const list = usePermissionList();
  const entries = list.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('permissions.title')}</Title>
          <Text c="dimmed">{t('permissions.intro')}</Text>
        </div>
        <ExportCsvButton download={exportPermissions} />
      </Group>
      {list.error ? (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      ) : null}
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : null}
      {USER_KINDS.map((kind) => {
        const rows = entries.filter((entry) => entry.kind === kind);
        if (rows.length === 0) return null;
        return (
          <Fragment key={kind}>
            <Title order={2} size="h3">
              {t(`permissions.kindHeading.${kind}`)}
            </Title>
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label={t(`permissions.tableLabel.${kind}`)}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('permissions.columns.name')}</Table.Th>
                    <Table.Th>{t('permissions.columns.description')}</Table.Th>
                    <Table.Th>{t('permissions.columns.roles')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((entry) => (
                    <Table.Tr key={entry.name}>
                      <Table.Td>
                        <code>{entry.name}</code>
                      </Table.Td>
                      <Table.Td>{describePermission(t, entry.name)}</Table.Td>
                      <Table.Td>
                        {entry.roles.length === 0 ? (
                          <Text size="sm" c="dimmed">
                            {t('permissions.noRole')}
                          </Text>
                        ) : (
                          <Group gap="xs">
                            {entry.roles.map((role) => (
                              <Anchor
                                key={role.id}
                                component={Link}
                                to={`/admin/roles/edit/${role.id}`}
                                size="sm"
                              >
                                {role.label}
                              </Anchor>
                            ))}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Fragment>
        );
      })}
    </Stack>
  );
}
