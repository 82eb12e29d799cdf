import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalculator } from '@tabler/icons-react';
import type { TPackage } from '@portal/shared/contracts/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePermissions } from '../../../lib/authorization';
import { usePackage } from '../api/get-package';
import { useSavePackage } from '../api/save-package';
import { PackageForm } from './package-form';

export function PackageAddPage() {
  const { t } = useTranslation('packages');
  const navigate = useNavigate();
  const saveMutation = useSavePackage();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/quick-quote" size="sm">
        {t('list.back')}
      </Anchor>
      <div>
        <Title order={1}>{t('form.addTitle')}</Title>
        <Text c="dimmed">{t('form.addIntro')}</Text>
      </div>
      <PackageForm
        pkg={null}
        submitLabel={t('form.create')}
        onSubmit={async (body) => {
          const saved = await saveMutation.mutateAsync({ id: null, body });
          notifications.show({ color: 'fern', message: t('form.saved', { name: saved.name }) });
          await navigate(`/admin/quick-quote/${saved.id}`);
        }}
      />
    </Stack>
  );
}

/**
 * A package's header and days. Its descriptions in every language belong to the content feature,
 * so the route passes them in (features do not import each other).
 */
export function PackageEditPage({
  packageId,
  renderDescriptions,
}: {
  packageId: number;
  renderDescriptions?: (pkg: TPackage) => ReactNode;
}) {
  const { t } = useTranslation('packages');
  const { can } = usePermissions();
  const canManage = can('packages.manage');
  const packageQuery = usePackage(packageId);
  const saveMutation = useSavePackage();
  const pkg = packageQuery.data;
  const testLink = (
    <Button
      component={Link}
      to={`/admin/quick-quote/test?packageId=${packageId}`}
      variant="light"
      leftSection={<IconCalculator size={16} />}
    >
      {t('form.testPrice')}
    </Button>
  );
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/quick-quote" size="sm">
        {t('list.back')}
      </Anchor>
      {packageQuery.error ? (
        <Alert color="red" role="alert">
          {packageQuery.error.message}
        </Alert>
      ) : null}
      {packageQuery.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {pkg ? (
        <>
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={1}>{pkg.name}</Title>
              <Text c="dimmed">{t('form.editIntro', { code: pkg.code })}</Text>
            </div>
            {canManage ? testLink : null}
          </Group>
          <PackageForm
            key={pkg.id}
            pkg={pkg}
            submitLabel={t('form.save')}
            readOnly={!canManage}
            onSubmit={async (body) => {
              // An untouched description is left out: it may have been edited meanwhile in the
              // descriptions panel, and sending the one loaded with the form would undo that.
              const { description, ...rest } = body;
              const saved = await saveMutation.mutateAsync({
                id: pkg.id,
                body: description === pkg.description ? rest : body,
              });
              notifications.show({ color: 'fern', message: t('form.saved', { name: saved.name }) });
            }}
          />
          {renderDescriptions?.(pkg)}
        </>
      ) : null}
    </Stack>
  );
}
