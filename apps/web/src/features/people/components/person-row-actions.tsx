import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TPerson } from '@portal/shared/contracts/people';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/auth';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useSetPersonActive } from '../api/set-person-active';

/** Send a reset link, disable or enable: the same on every people list. Never for oneself. */
export function PersonRowActions({ person }: { person: TPerson }) {
  const { t } = useTranslation('people');
  const me = useUser();
  const setActive = useSetPersonActive();
  const sendReset = useSendPasswordReset();
  // Until the session is known, offer nothing rather than a button that may be one's own.
  if (!me || person.id === me.id) return null;

  function handleToggle() {
    setActive.mutate(
      { id: person.id, active: !person.active },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'green',
            message: saved.active
              ? t('notices.enabled', { name: saved.name })
              : t('notices.disabled', { name: saved.name }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  }

  function handleReset() {
    sendReset.mutate(person.id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: t('notices.resetSent', { email: person.email }),
        }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  }

  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {person.active ? (
        <Button
          size="xs"
          variant="default"
          aria-label={t('actions.sendResetTo', { name: person.name })}
          loading={sendReset.isPending}
          onClick={handleReset}
        >
          {t('actions.sendReset')}
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="light"
        color={person.active ? 'red' : 'green'}
        aria-label={
          person.active
            ? t('actions.disableUser', { name: person.name })
            : t('actions.enableUser', { name: person.name })
        }
        loading={setActive.isPending}
        onClick={handleToggle}
      >
        {person.active ? t('actions.disable') : t('actions.enable')}
      </Button>
    </Group>
  );
}
