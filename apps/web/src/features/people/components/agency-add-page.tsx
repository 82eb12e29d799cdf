import { Anchor, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSaveAgency } from '../api/save-agency';
import { AgencyForm } from './agency-form';

export function AgencyAddPage() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const saveAgency = useSaveAgency();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/agents" size="sm">
        {t('agencies.back')}
      </Anchor>
      <div>
        <Title order={1}>{t('agencies.addTitle')}</Title>
        <Text c="dimmed">{t('agencies.addIntro')}</Text>
      </div>
      <AgencyForm
        agency={null}
        submitLabel={t('agencyForm.create')}
        onSubmit={async (body) => {
          const agency = await saveAgency.mutateAsync({ id: null, body });
          notifications.show({ color: 'green', message: t('notices.agencyCreated') });
          await navigate(`/admin/agents/${agency.id}`);
        }}
      />
    </Stack>
  );
}
