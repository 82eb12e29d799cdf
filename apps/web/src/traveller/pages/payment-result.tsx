import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import { TravellerApiError } from '../api';
import { Banner } from '../components/banner';
import { Loading, Page } from '../components/page';
import { formatMoney } from '../format';
import { getPaymentSession, isFinalStatus, startNewSession } from '../payments';
import { useTitle } from '../use-title';

/** Pending sessions are read again every 2 s for up to a minute. */
export const RESULT_POLL_INTERVAL_MS = 2000;
export const RESULT_POLL_LIMIT_MS = 60_000;

function TryAgain({ session }: { session: TPaymentSessionView }) {
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
        {t('result.tryAgain')}
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
  else {
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
            <TryAgain session={session} />
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
