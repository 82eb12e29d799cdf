import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZUpdateProfileRequest, type TSessionUser } from '@portal/shared/contracts/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, validateForm, type TFormErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileDetailsForm({ user }: { user: TSessionUser }) {
  const { t } = useTranslation('profile');
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [clientErrors, setClientErrors] = useState<TFormErrors>({});
  const updateMutation = useUpdateProfile({
    onSuccess: () => notifications.show({ color: 'fern', message: t('details.saved') }),
  });
  const fieldErrors = { ...serverFieldErrors(updateMutation.error), ...clientErrors };
  const hasFieldErrors = Boolean(fieldErrors.name || fieldErrors.email);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { name, email };
    const errors = validateForm(ZUpdateProfileRequest, values, t);
    setClientErrors(errors ?? {});
    if (errors) return;
    updateMutation.mutate(values);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-details-heading">
      <Stack gap="sm">
        {updateMutation.error && !hasFieldErrors ? (
          <Alert color="red" role="alert">
            {updateMutation.error.message}
          </Alert>
        ) : null}
        <TextInput label={t('details.username')} value={user.username} readOnly disabled />
        <TextInput
          label={t('details.name')}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldErrors.name}
        />
        <TextInput
          label={t('details.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={updateMutation.isPending}>
            {t('details.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
