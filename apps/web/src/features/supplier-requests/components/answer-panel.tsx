import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  CORRECTABLE_REQUEST_STATUSES,
  type TSupplierAnswerRequestInput,
  type TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useAnswerSupplierRequest } from '../api/answer-supplier-request';
import type { TRequestSource } from '../api/request-source';

type TChoice = 'confirm' | 'provisional' | 'decline' | 'wait';
/** The answer a correction replaces (sent with it, so a second answer is not taken for one). */
type TReplaces = (typeof CORRECTABLE_REQUEST_STATUSES)[number] | undefined;

function replacing(replaces: TReplaces) {
  return replaces ? { replaces } : {};
}

const CONFIRM_RULES = { confirmation: 'required|length:60', remarks: 'length:1000' };
const REASON_RULES = { reason: 'required|length:1000' };
const PROVISIONAL_RULES = {
  optionExpiresOn: 'required|date',
  confirmation: 'length:60',
  remarks: 'length:1000',
};
const RELEASE_RULES = { cancellationNumber: 'required|length:60', remarks: 'length:1000' };

/** The choice a request answered before starts on (a correction), else Confirm. */
const CHOICE_OF_STATUS: Partial<Record<TSupplierRequestView['status'], TChoice>> = {
  provisional: 'provisional',
  declined: 'decline',
  waitlisted: 'wait',
};

function ErrorAlert({ error, fields }: { error: Error | null; fields: readonly string[] }) {
  if (!error || hasOnlyFieldErrors(error, fields)) return null;
  return (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  );
}

function ConfirmForm({ source, replaces }: { source: TRequestSource; replaces: TReplaces }) {
  const { t } = useTranslation('supplier-requests');
  const answer = useAnswerSupplierRequest(source);
  const form = useRulesForm({
    initialValues: { confirmation: '', remarks: '' },
    rules: CONFIRM_RULES,
  });
  return (
    <RulesForm
      form={form}
      onSubmit={(values) =>
        answer.mutateAsync({ answer: 'confirm', ...values, ...replacing(replaces) })
      }
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

function ProvisionalForm({ source, replaces }: { source: TRequestSource; replaces: TReplaces }) {
  const { t } = useTranslation('supplier-requests');
  const answer = useAnswerSupplierRequest(source);
  const form = useRulesForm({
    initialValues: { optionExpiresOn: '', confirmation: '', remarks: '' },
    rules: PROVISIONAL_RULES,
  });
  return (
    <RulesForm
      form={form}
      onSubmit={(values) =>
        answer.mutateAsync({ answer: 'provisional', ...values, ...replacing(replaces) })
      }
      aria-label={t('answer.provisionalForm')}
    >
      <Stack gap="sm">
        <ErrorAlert error={answer.error} fields={Object.keys(PROVISIONAL_RULES)} />
        <FormDateInput
          name="optionExpiresOn"
          label={t('answer.optionExpiresOn')}
          description={t('answer.optionExpiresOnHint')}
        />
        <FormTextInput
          name="confirmation"
          label={t('answer.provisionalReference')}
          autoComplete="off"
        />
        <FormTextarea name="remarks" label={t('answer.remarks')} rows={3} />
        <Group justify="flex-end">
          <Button type="submit" color="orange" loading={answer.isPending}>
            {t('answer.submitProvisional')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}

function ReasonForm({
  source,
  answerKind,
  replaces,
}: {
  source: TRequestSource;
  answerKind: 'decline' | 'wait';
  replaces: TReplaces;
}) {
  const { t } = useTranslation('supplier-requests');
  const answer = useAnswerSupplierRequest(source);
  const form = useRulesForm({ initialValues: { reason: '' }, rules: REASON_RULES });
  const isDecline = answerKind === 'decline';
  return (
    <RulesForm
      form={form}
      onSubmit={(values) =>
        answer.mutateAsync({ answer: answerKind, reason: values.reason, ...replacing(replaces) })
      }
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
  const form = useRulesForm({
    initialValues: { cancellationNumber: '', remarks: '' },
    rules: RELEASE_RULES,
  });
  const release = (values: { cancellationNumber: string; remarks: string }) => {
    const body: TSupplierAnswerRequestInput = { answer: 'release', ...values };
    return answer.mutateAsync(body);
  };
  return (
    <RulesForm form={form} onSubmit={release} aria-label={t('answer.releaseForm')}>
      <Stack gap="sm">
        <Text>{t('answer.releaseIntro')}</Text>
        <ErrorAlert error={answer.error} fields={Object.keys(RELEASE_RULES)} />
        <FormTextInput
          name="cancellationNumber"
          label={t('answer.cancellationNumber')}
          description={t('answer.cancellationNumberHint')}
          autoComplete="off"
        />
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
 * The supplier's answer: Confirm (a confirmation number), Provisional (an option expiry date),
 * Unable (a reason) or Wait / On Request (a note); a cancel request is only released (with a
 * cancellation number). Shown while the server says `canAnswer`: waiting for an answer, or, once
 * answered, to correct the answer until the service date.
 */
export function AnswerPanel({
  request,
  source,
}: {
  request: TSupplierRequestView;
  source: TRequestSource;
}) {
  const { t } = useTranslation('supplier-requests');
  const [choice, setChoice] = useState<TChoice>(CHOICE_OF_STATUS[request.status] ?? 'confirm');
  const isCancel = request.kind === 'cancel';
  const replaces = CORRECTABLE_REQUEST_STATUSES.find((status) => status === request.status);
  const isCorrection = replaces !== undefined && replaces !== 'provisional';

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="answer-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="answer-heading">
          {isCancel
            ? t('answer.releaseHeading')
            : isCorrection
              ? t('answer.correctHeading')
              : t('answer.heading')}
        </Title>
        {isCorrection ? <Text size="sm">{t('answer.correctHint')}</Text> : null}
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
                { value: 'provisional', label: t('answer.provisional') },
                { value: 'decline', label: t('answer.decline') },
                { value: 'wait', label: t('answer.wait') },
              ]}
            />
            {choice === 'confirm' ? <ConfirmForm source={source} replaces={replaces} /> : null}
            {choice === 'provisional' ? (
              <ProvisionalForm source={source} replaces={replaces} />
            ) : null}
            {choice === 'decline' ? (
              <ReasonForm key="decline" source={source} answerKind="decline" replaces={replaces} />
            ) : null}
            {choice === 'wait' ? (
              <ReasonForm key="wait" source={source} answerKind="wait" replaces={replaces} />
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
