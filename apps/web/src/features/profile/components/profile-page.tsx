import { Alert, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profileQuery = useProfile();
  const user = profileQuery.data?.user;
  const organisation = user?.agencyName ?? user?.supplierName ?? null;

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          {organisation ? <Text c="dimmed">{organisation}</Text> : null}
        </div>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} size="h4" id="profile-details-heading">
              {t('details.heading')}
            </Title>
            {user ? (
              // Keyed by user so a reload after saving starts the form from the stored values.
              <ProfileDetailsForm key={`${user.id}:${user.name}:${user.email}`} user={user} />
            ) : profileQuery.error ? (
              <Alert color="red" role="alert">
                {profileQuery.error.message}
              </Alert>
            ) : (
              <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} size="h4" id="change-password-heading">
              {t('password.heading')}
            </Title>
            <ChangePasswordForm />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
