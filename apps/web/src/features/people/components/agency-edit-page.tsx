import { Alert, Anchor, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAgency } from '../api/get-agency';
import { useSaveAgency } from '../api/save-agency';
import { AgencyForm } from './agency-form';
import { AgencyLogoPanel } from './agency-logo-panel';
import { MembersPanel } from './members-panel';

/** One agency (/admin/agents/{id}): its terms and client documents, then its users. */
export function AgencyEditPage({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation('people');
  const agencyQuery = useAgency(agencyId);
  const saveAgency = useSaveAgency();
  const agency = agencyQuery.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/agents" size="sm">
        {t('agencies.back')}
      </Anchor>
      {agencyQuery.error ? (
        <Alert color="red" role="alert">
          {agencyQuery.error.message}
        </Alert>
      ) : null}
      {agencyQuery.isPending ? <Loader aria-label={t('loading')} /> : null}
      {agency ? (
        <>
          <div>
            <Title order={1}>{agency.name}</Title>
            <Text c="dimmed">{t('agencies.editIntro')}</Text>
          </div>
          <AgencyForm
            key={agency.updatedAt}
            agency={agency}
            submitLabel={t('agencyForm.save')}
            onSubmit={async (body) => {
              await saveAgency.mutateAsync({ id: agency.id, body });
              notifications.show({ color: 'green', message: t('notices.saved') });
            }}
          />
          <AgencyLogoPanel agency={agency} />
          <Divider />
          <MembersPanel organisation={{ kind: 'agency', id: agency.id }} />
        </>
      ) : null}
    </Stack>
  );
}
