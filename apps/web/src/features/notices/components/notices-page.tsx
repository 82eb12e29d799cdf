import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { NOTICE_LEVELS, type TNoticeLevel } from '@portal/shared/contracts/realtime';
import { NOTICE_AUDIENCES, type TNoticeAudience } from '@portal/shared/domain/realtime-channels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import type { RealtimeConnection } from '../../../lib/realtime';
import { usePublishNotice } from '../api/publish-notice';
import { PublishedNotices } from './published-notices';

/** The same limits the server's ZPublishNoticeRequest enforces. */
const NOTICE_RULES = { message: 'required|length:500', level: 'required', audience: 'required' };

interface TNoticeValues extends Record<string, unknown> {
  message: string;
  level: TNoticeLevel;
  audience: TNoticeAudience;
}

const INITIAL_VALUES: TNoticeValues = { message: '', level: 'info', audience: 'all' };

/**
 * Notices go live to every open page of the chosen audience (road closures, system maintenance);
 * a page opened later does not show them. Each notice sent is kept and listed below the form.
 */
export function NoticesPage({ connection }: { connection?: RealtimeConnection } = {}) {
  const { t } = useTranslation('notices');
  const form = useRulesForm({ initialValues: INITIAL_VALUES, rules: NOTICE_RULES });
  const [lastPublished, setLastPublished] = useState<string | null>(null);
  const publishMutation = usePublishNotice();

  const handleSubmit = async (values: TNoticeValues) => {
    const { notice } = await publishMutation.mutateAsync(values);
    setLastPublished(notice.message);
    form.reset({ ...values, message: '' });
  };

  return (
    <Stack gap="xl">
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
        {lastPublished ? (
          <Alert color="teal" role="status" withCloseButton onClose={() => setLastPublished(null)}>
            {t('published', { message: lastPublished })}
          </Alert>
        ) : null}
        {publishMutation.error && !('errors' in publishMutation.error) ? (
          <Alert color="red" role="alert">
            {publishMutation.error.message}
          </Alert>
        ) : null}
        <Card withBorder>
          <RulesForm form={form} onSubmit={handleSubmit}>
            <Stack gap="sm">
              <FormTextarea
                name="message"
                label={t('fields.message')}
                autosize
                minRows={3}
                maxLength={500}
              />
              <Group grow align="flex-start">
                <FormSelect
                  name="level"
                  label={t('fields.level')}
                  data={NOTICE_LEVELS.map((level) => ({
                    value: level,
                    label: t(`levels.${level}`),
                  }))}
                />
                <FormSelect
                  name="audience"
                  label={t('fields.audience')}
                  data={NOTICE_AUDIENCES.map((audience) => ({
                    value: audience,
                    label: t(`audiences.${audience}`),
                  }))}
                />
              </Group>
              <Group justify="flex-end">
                <Button type="submit" loading={form.isSubmitting}>
                  {t('submit')}
                </Button>
              </Group>
            </Stack>
          </RulesForm>
        </Card>
      </Stack>
      <PublishedNotices connection={connection} />
    </Stack>
  );
}
