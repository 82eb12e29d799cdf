import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Switch,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TUserPreferences } from '@portal/shared/contracts/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES } from '../../../lib/i18n';
import { useClientView } from '../../../lib/use-client-view';
import { usePreferences, useUpdatePreferences } from '../api/preferences';

/** The language: the same browser setting the header's select writes, so it applies at once. */
function LanguageSetting() {
  const { t, i18n } = useTranslation('agent-settings');
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <NativeSelect
      label={t('language.label')}
      description={t('language.hint')}
      value={current}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLanguageCode(value)) void changeLanguage(value);
      }}
      data={LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }))}
      w={260}
    />
  );
}

function PreferencesForm({ initial }: { initial: TUserPreferences }) {
  const { t } = useTranslation('agent-settings');
  const [values, setValues] = useState(initial);
  const [, setClientView] = useClientView();
  const mutation = useUpdatePreferences({
    onSuccess: (saved) => {
      // The chosen view applies in this browser straight away; the toggle still switches per screen.
      setClientView(saved.defaultClientView);
      notifications.show({ color: 'fern', message: t('saved') });
    },
  });
  return (
    <form
      aria-labelledby="agent-settings-preferences-heading"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(values);
      }}
    >
      <Stack gap="md">
        {mutation.error ? (
          <Alert color="red" role="alert">
            {mutation.error.message}
          </Alert>
        ) : null}
        <Radio.Group
          label={t('view.label')}
          description={t('view.hint')}
          value={values.defaultClientView ? 'client' : 'agent'}
          onChange={(value) => setValues({ ...values, defaultClientView: value === 'client' })}
        >
          <Group mt="xs">
            <Radio value="agent" label={t('view.agent')} />
            <Radio value="client" label={t('view.client')} />
          </Group>
        </Radio.Group>
        <Switch
          label={t('notifications.quoteAccepted')}
          description={t('notifications.quoteAcceptedHint')}
          checked={values.notifyQuoteAccepted}
          onChange={(event) =>
            setValues({ ...values, notifyQuoteAccepted: event.currentTarget.checked })
          }
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /app/settings (SPEC section 2): the agent's language, default view and notification mails. */
export function AgentSettingsPage() {
  const { t } = useTranslation('agent-settings');
  const preferences = usePreferences();
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('language.heading')}
            </Title>
            <LanguageSetting />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} size="h4" id="agent-settings-preferences-heading">
              {t('preferences.heading')}
            </Title>
            {preferences.data ? (
              <PreferencesForm initial={preferences.data} />
            ) : preferences.error ? (
              <Alert color="red" role="alert">
                {preferences.error.message}
              </Alert>
            ) : (
              <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
