import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePermissions } from '../../../lib/authorization';
import { useLocation } from '../api/get-location';
import { useSaveLocation } from '../api/save-location';
import { LocationForm } from './location-form';

export function LocationAddPage() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const saveMutation = useSaveLocation();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/itinerary-locations" size="sm">
        {t('locations.back')}
      </Anchor>
      <div>
        <Title order={1}>{t('locations.addTitle')}</Title>
        <Text c="dimmed">{t('locations.addIntro')}</Text>
      </div>
      <LocationForm
        location={null}
        submitLabel={t('locationForm.create')}
        onSubmit={async (body) => {
          const location = await saveMutation.mutateAsync({ id: null, body });
          notifications.show({ color: 'fern', message: t('locationForm.saved') });
          await navigate(`/admin/itinerary-locations/${location.id}`);
        }}
      />
    </Stack>
  );
}

export function LocationEditPage({ locationId }: { locationId: number }) {
  const { t } = useTranslation('catalogue');
  const { can } = usePermissions();
  const locationQuery = useLocation(locationId);
  const saveMutation = useSaveLocation();
  const location = locationQuery.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/itinerary-locations" size="sm">
        {t('locations.back')}
      </Anchor>
      {locationQuery.error ? (
        <Alert color="red" role="alert">
          {locationQuery.error.message}
        </Alert>
      ) : null}
      {locationQuery.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {location ? (
        <>
          <div>
            <Title order={1}>{location.name}</Title>
            <Text c="dimmed">{t('locations.editIntro', { code: location.code })}</Text>
          </div>
          <LocationForm
            key={location.id}
            location={location}
            submitLabel={t('locationForm.save')}
            readOnly={!can('catalogue.manage')}
            onSubmit={async (body) => {
              await saveMutation.mutateAsync({ id: location.id, body });
              notifications.show({ color: 'fern', message: t('locationForm.saved') });
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
