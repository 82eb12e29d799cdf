import { Alert, Stack, Text } from '@mantine/core';
import type { TSupplierRequestView } from '@portal/shared/contracts/supplier-requests';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import { useTranslation } from 'react-i18next';
import { formatMoment } from './request-format';

const COLOURS = {
  confirmed: 'green',
  provisional: 'orange',
  waitlisted: 'orange',
  declined: 'red',
  released: 'gray',
  cancelled: 'gray',
} as const;

/** The answer already given (or why none is needed any more), with when and what was said. */
export function AnswerSummary({ request }: { request: TSupplierRequestView }) {
  const { t, i18n } = useTranslation('supplier-requests');
  if (request.status === 'pending' || request.status === 'sent') return null;
  const when = formatMoment(request.answeredAt ?? request.updatedAt, i18n.language);
  const confirmation = stripConfirmationSuffix(request.confirmation);

  return (
    <Alert
      color={COLOURS[request.status]}
      title={t(`answered.${request.status}`)}
      data-testid="answer-summary"
    >
      <Stack gap={4}>
        {(request.status === 'confirmed' || request.status === 'provisional') && confirmation ? (
          <Text>
            {t('answered.confirmationLabel')} <strong>{confirmation}</strong>
          </Text>
        ) : null}
        {request.status === 'provisional' && request.optionExpiresOn ? (
          <Text data-testid="option-expires-on">
            {t('answered.optionLabel')}{' '}
            <strong>{formatDayMonthYear(request.optionExpiresOn, i18n.language)}</strong>
          </Text>
        ) : null}
        {request.cancellationNumber ? (
          <Text>
            {t('answered.cancellationLabel')}{' '}
            <strong>{stripConfirmationSuffix(request.cancellationNumber)}</strong>
          </Text>
        ) : null}
        {request.reason.trim() ? (
          <Text style={{ whiteSpace: 'pre-wrap' }}>
            {request.status === 'waitlisted' ? t('answered.noteLabel') : t('answered.reasonLabel')}{' '}
            {request.reason}
          </Text>
        ) : null}
        {request.remarks.trim() ? (
          <Text style={{ whiteSpace: 'pre-wrap' }}>
            {t('answered.remarksLabel')} {request.remarks}
          </Text>
        ) : null}
        {when ? (
          <Text size="sm" c="dimmed">
            {t('answered.when', { when })}
          </Text>
        ) : null}
        {request.reconfirmedAt ? (
          <Text size="sm">
            {t('reconfirm.done', { when: formatMoment(request.reconfirmedAt, i18n.language) })}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
