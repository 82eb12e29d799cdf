import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDeleteItineraryAlert } from '../api/delete-itinerary-alert';
import { useItineraryAlert } from '../api/get-itinerary-alert';
import { useSaveItineraryAlert } from '../api/save-itinerary-alert';
import { ItineraryAlertForm } from './itinerary-alert-form';

const LIST = '/admin/alerts';

export function ItineraryAlertAddPage() {
  const { t } = useTranslation('itinerary-alerts');
  const navigate = useNavigate();
  const save = useSaveItineraryAlert();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={LIST} size="sm">
        {t('back')}
      </Anchor>
      <div>
        <Title order={1}>{t('addTitle')}</Title>
        <Text c="dimmed">{t('addIntro')}</Text>
      </div>
      <ItineraryAlertForm
        alert={null}
        submitLabel={t('form.create')}
        onSubmit={async (body) => {
          const alert = await save.mutateAsync({ id: null, body });
          notifications.show({ color: 'fern', message: t('saved') });
          await navigate(`${LIST}/${alert.id}`);
        }}
      />
    </Stack>
  );
}

export function ItineraryAlertEditPage({ alertId }: { alertId: number }) {
  const { t } = useTranslation('itinerary-alerts');
  const navigate = useNavigate();
  const alertQuery = useItineraryAlert(alertId);
  const save = useSaveItineraryAlert();
  const remove = useDeleteItineraryAlert();
  const [isConfirming, setConfirming] = useState(false);
  const alert = alertQuery.data;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={LIST} size="sm">
        {t('back')}
      </Anchor>
      {alertQuery.error ? (
        <Alert color="red" role="alert">
          {alertQuery.error.message}
        </Alert>
      ) : null}
      {alertQuery.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {alert ? (
        <>
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={1}>{alert.title}</Title>
              <Text c="dimmed">
                {alert.updatedByName
                  ? t('editIntroBy', { name: alert.updatedByName })
                  : t('editIntro')}
              </Text>
            </div>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              {t('delete.button')}
            </Button>
          </Group>
          <ItineraryAlertForm
            key={alert.updatedAt}
            alert={alert}
            submitLabel={t('form.save')}
            onSubmit={async (body) => {
              await save.mutateAsync({ id: alert.id, body });
              notifications.show({ color: 'fern', message: t('saved') });
            }}
          />
          <Modal
            opened={isConfirming}
            onClose={() => setConfirming(false)}
            title={t('delete.title')}
          >
            <Stack gap="md">
              <Text>{t('delete.confirm', { title: alert.title })}</Text>
              {remove.error ? (
                <Alert color="red" role="alert">
                  {remove.error.message}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('delete.cancel')}
                </Button>
                <Button
                  color="red"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(alert.id, {
                      onSuccess: async () => {
                        notifications.show({ color: 'fern', message: t('delete.done') });
                        await navigate(LIST);
                      },
                    })
                  }
                >
                  {t('delete.submit')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      ) : null}
    </Stack>
  );
}
