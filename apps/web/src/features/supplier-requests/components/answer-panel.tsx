import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type {
  TSupplierAnswerRequestInput,
  TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useAnswerSupplierRequest } from '../api/answer-supplier-request';
import type { TRequestSource } from '../api/request-source';

type TChoice = 'confirm' | 'decline' | 'wait';

const CONFIRM_RULES = { confirmation: 'required|length:60', remarks: 'length:1000' };
const REASON_RULES = { reason: 'required|length:1000' };
const RELEASE_RULES = { remarks: 'length:1000' };

function ErrorAlert({ error, fields }: { error: Error | null; fields: readonly string[] }) {
  if (!error || hasOnlyFieldErrors(error, fields)) return null;
  return (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  );
}

function ConfirmForm({ source }: { source: TRequestSource }) {
  const { t } = useTranslation('supplier-requests');
  const answer = useAnswerSupplierRequest(source);
  const form = useRulesForm({
    initialValues: { confirmation: '', remarks: '' },
    rules: CONFIRM_RULES,
  });
  return (
    <RulesForm
      form={form}
      onSubmit={(values) => answer.mutateAsync({ answer: 'confirm', ...values })}
      aria-label={t('answer.confirmForm')}
    >
      <Stack gap="sm">
        <ErrorAlert error={answer.error} fields={Object.keys(CONFIRM_RULES)} />
        <FormTextInput
          name="confirmation"
          label={t('answer.confirmation')}
          description={t('answer.confirmationHint')}
          autoComplete="off"
        />
        <FormTextarea name="remarks" label={t('answer.remarks')} rows={3} />
        <Group justify="flex-end">
          <Button type="submit" color="green" loading={answer.isPending}>
            {t('answer.submitConfirm')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}

function ReasonForm({
  source,
  answerKind,
}: {
  source: TRequestSource;
  answerKind: 'decline' | 'wait';
}) {
  const { t } = useTranslation('supplier-requests');
  const answer = useAnswerSupplierRequest(source);
  const form = useRulesForm({ initialValues: { reason: '' }, rules: REASON_RULES });
  const isDecline = answerKind === 'decline';
  return (
    <RulesForm
      form={form}
      onSubmit={(values) => answer.mutateAsync({ answer: answerKind, reason: values.reason })}
      aria-label={isDecline ? t('answer.declineForm') : t('answer.waitForm')}
    >
      <Stack gap="sm">
        <ErrorAlert error={answer.error} fields={Object.keys(REASON_RULES)} />
        <FormTextarea
          name="reason"
          label={isDecline ? t('answer.reason') : t('answer.waitNote')}
          description={isDecline ? t('answer.reasonHint') : t('answer.waitNoteHint')}
          rows={3}
        />
        <Group justify="flex-end">
          <Button type="submit" color={isDecline ? 'red' : 'orange'} loading={answer.isPending}>
            {isDecline ? t('answer.submitDecline') : t('answer.submitWait')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}

function ReleaseForm({ source }: { source: TRequestSource }) {
  const { t } = useTranslation('supplier-requests');
  const answer = useAnswerSupplierRequest(source);
  const form = useRulesForm({ initialValues: { remarks: '' }, rules: RELEASE_RULES });
  const release = (values: { remarks: string }) => {
    const body: TSupplierAnswerRequestInput = { answer: 'release', remarks: values.remarks };
    return answer.mutateAsync(body);
  };
  return (
    <RulesForm form={form} onSubmit={release} aria-label={t('answer.releaseForm')}>
      <Stack gap="sm">
        <Text>{t('answer.releaseIntro')}</Text>
        <ErrorAlert error={answer.error} fields={Object.keys(RELEASE_RULES)} />
        <FormTextarea name="remarks" label={t('answer.remarks')} rows={3} />
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={answer.isPending}>
            {t('answer.submitRelease')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}

/**
 * The supplier's answer: Confirm (a confirmation number), Unable (a reason) or Wait / On Request
 * (a note); a cancel request is only released. Shown while the server says `canAnswer`.
 */
export function AnswerPanel({
  request,
  source,
}: {
  request: TSupplierRequestView;
  source: TRequestSource;
}) {
  const { t } = useTranslation('supplier-requests');
  const [choice, setChoice] = useState<TChoice>('confirm');
  const isCancel = request.kind === 'cancel';

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="answer-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="answer-heading">
          {isCancel ? t('answer.releaseHeading') : t('answer.heading')}
        </Title>
        {isCancel ? (
          <ReleaseForm source={source} />
        ) : (
          <>
            <SegmentedControl
              fullWidth
              value={choice}
              onChange={(value) => setChoice(value as TChoice)}
              aria-label={t('answer.choose')}
              data={[
                { value: 'confirm', label: t('answer.confirm') },
                { value: 'decline', label: t('answer.decline') },
                { value: 'wait', label: t('answer.wait') },
              ]}
            />
            {choice === 'confirm' ? <ConfirmForm source={source} /> : null}
            {choice === 'decline' ? (
              <ReasonForm key="decline" source={source} answerKind="decline" />
            ) : null}
            {choice === 'wait' ? <ReasonForm key="wait" source={source} answerKind="wait" /> : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
