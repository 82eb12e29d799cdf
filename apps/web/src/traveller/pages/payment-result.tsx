import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import { formatDayMonthYear, pastDate } from '@portal/shared/format/dates';
import { TravellerApiError } from '../api';
import { Banner } from '../components/banner';
import { Loading, Page } from '../components/page';
import { formatMoney } from '../format';
import { getPaymentSession, isFinalStatus, startNewSession } from '../payments';
import { useTitle } from '../use-title';

/** Pending sessions are read again every 2 s for up to a minute. */
export const RESULT_POLL_INTERVAL_MS = 2000;
export const RESULT_POLL_LIMIT_MS = 60_000;

function TryAgain({ session, label }: { session: TPaymentSessionView; label: string }) {
  const { t } = useTranslation('traveller');
  const [isStarting, setIsStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const handleClick = async () => {
    setIsStarting(true);
    setFailure(null);
    try {
      window.location.assign(await startNewSession(session));
    } catch (error) {
      setFailure(
        (error instanceof TravellerApiError ? error.serverMessage : null) ?? t('errors.network'),
      );
      setIsStarting(false);
    }
  };
  return (
    <>
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <button
        className="button button--primary"
        type="button"
        disabled={isStarting}
        onClick={() => void handleClick()}
      >
        {label}
      </button>
    </>
  );
}

function BackToTrip({ session }: { session: TPaymentSessionView }) {
  const { t } = useTranslation('traveller');
  if (!session.travelAppUrl) return null;
  return (
    <p>
      <a href={session.travelAppUrl}>{t('result.backToTrip')}</a>
    </p>
  );
}

/**
 * The payer's receipt (issue 19): the booking holds no address of the traveller's to email it to,
 * so it is shown here to print or save as a PDF; the printed page keeps only the company and it.
 */
function Receipt({ session }: { session: TPaymentSessionView }) {
  const { t, i18n } = useTranslation('traveller');
  return (
    <section className="card stack" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">{t('receipt.heading')}</h2>
      <dl className="summary">
        <dt>{t('receipt.number')}</dt>
        <dd>{session.receiptNumber}</dd>
        <dt>{t('receipt.paidAt')}</dt>
        <dd>
          {session.paidAt
            ? formatDayMonthYear(pastDate(0, new Date(session.paidAt)), i18n.language)
            : null}
        </dd>
        <dt>{t('receipt.amount')}</dt>
        <dd>{formatMoney(session.amountCents, session.currency, i18n.language)}</dd>
        <dt>{t('payment.for')}</dt>
        <dd>{t(`receipt.for.${session.purpose}`)}</dd>
        <dt>{t('payment.booking')}</dt>
        <dd>
          {session.bookingReference} · {session.bookingName}
        </dd>
        <dt>{t('payment.invoice')}</dt>
        <dd>{session.invoiceNumber}</dd>
        <dt>{t('receipt.method')}</dt>
        <dd>{t('receipt.card')}</dd>
      </dl>
      <p>
        <button className="button" type="button" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
      </p>
    </section>
  );
}

/** /payments/result?session={token}: success, failure, or pending with what to do next. */
export default function PaymentResultPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation('traveller');
  useTitle('titles.paymentResult');
  const [session, setSession] = useState<TPaymentSessionView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [hasGivenUp, setHasGivenUp] = useState(false);

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const poll = async () => {
      try {
        const loaded = await getPaymentSession(token);
        if (!isCurrent) return;
        setSession(loaded);
        if (isFinalStatus(loaded.status) || loaded.status === 'open') return;
      } catch (error) {
        if (!isCurrent) return;
        if (error instanceof TravellerApiError && error.status !== 0) {
          setFailure(error.serverMessage ?? t('errors.network'));
          return;
        }
      }
      if (Date.now() - startedAt >= RESULT_POLL_LIMIT_MS) {
        setHasGivenUp(true);
        return;
      }
      timer = setTimeout(() => void poll(), RESULT_POLL_INTERVAL_MS);
    };
    void poll();
    return () => {
      isCurrent = false;
      if (timer) clearTimeout(timer);
    };
  }, [token, t]);

  let content;
  if (!token) content = <Banner tone="error">{t('result.missingSession')}</Banner>;
  else if (failure) content = <Banner tone="error">{failure}</Banner>;
  else if (!session) content = <Loading />;
  else if (
    session.isBookingCancelled &&
    session.status !== 'paid' &&
    session.status !== 'refunded'
  ) {
    content = (
      <>
        <Banner tone="error">{t('result.bookingCancelled')}</Banner>
        <BackToTrip session={session} />
      </>
    );
  } else {
    const amount = formatMoney(session.amountCents, session.currency, i18n.language);
    switch (session.status) {
      case 'paid':
        content = (
          <>
            <Banner tone="success">{t('result.paid', { amount })}</Banner>
            <p>
              {t('result.paidDetail', {
                invoice: session.invoiceNumber,
                reference: session.bookingReference,
              })}
            </p>
            <Receipt session={session} />
            <BackToTrip session={session} />
          </>
        );
        break;
      case 'refunded':
        content = (
          <>
            <Banner tone="warning">
              {session.closedReason === 'booking-cancelled'
                ? t('result.refunded.booking-cancelled', { amount })
                : t('result.refunded.already-paid', { amount })}
            </Banner>
            <BackToTrip session={session} />
          </>
        );
        break;
      case 'cancelled':
        content = (
          <>
            <Banner tone="info">
              {session.closedReason === 'replaced'
                ? t('result.closed.replaced')
                : t('result.closed.already-paid')}
            </Banner>
            {session.closedReason === 'replaced' ? (
              <TryAgain session={session} label={t('result.continueNewer')} />
            ) : null}
            <BackToTrip session={session} />
          </>
        );
        break;
      case 'failed':
      case 'expired':
        content = (
          <>
            <Banner tone="error">
              {session.status === 'expired' ? t('result.expired') : t('result.failed')}
            </Banner>
            {session.failureMessage ? <p>{session.failureMessage}</p> : null}
            <p>{t('result.failedNext')}</p>
            <TryAgain session={session} label={t('result.tryAgain')} />
            <BackToTrip session={session} />
          </>
        );
        break;
      case 'open':
        content = (
          <>
            <Banner tone="info">{t('result.open')}</Banner>
            <p>
              <a className="button button--primary" href={session.checkoutUrl}>
                {t('result.continue')}
              </a>
            </p>
          </>
        );
        break;
      default:
        content = (
          <>
            <Banner tone="warning">
              {hasGivenUp ? t('result.stillPending') : t('result.pending')}
            </Banner>
            {session.status === 'requires_action' ? (
              <p>
                <a className="button button--primary" href={session.checkoutUrl}>
                  {t('result.completeStep')}
                </a>
              </p>
            ) : null}
            {hasGivenUp ? (
              <button className="button" type="button" onClick={() => window.location.reload()}>
                {t('result.checkAgain')}
              </button>
            ) : null}
            <BackToTrip session={session} />
          </>
        );
    }
  }

  return (
    <Page>
      <h1>{t('result.heading')}</h1>
      {session ? (
        <p className="muted">
          {session.bookingReference} · {session.invoiceNumber}
        </p>
      ) : null}
      {content}
    </Page>
  );
}
