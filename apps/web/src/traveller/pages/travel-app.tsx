import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import type { TTravelApp } from '@portal/shared/contracts/traveller';
import { isCancelledFileStatus, isFileStatus } from '@portal/shared/domain/file-states';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { requestJson, segment, travellerApi, TravellerApiError } from '../api';
import { Banner } from '../components/banner';
import { EmergencyContactForm } from '../components/emergency-contact-form';
import { FeedbackSection } from '../components/feedback-form';
import { ItineraryDay } from '../components/itinerary-day';
import { Loading, Page } from '../components/page';
import { formatMoment, formatMoney, telHref } from '../format';
import { registerTravelAppServiceWorker, rememberItinerary, saveForOffline } from '../offline';
import { useTitle } from '../use-title';

type TLoadState =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; travelApp: TTravelApp; savedAt: string | null };

export function travelAppApiPath(token: string): string {
  return `/api/travel-app/${segment(token)}`;
}

function useIsOnline(): boolean {
  const [isOnline, setIsOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setIsOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOnline;
}

function PayNow({ travelApp, isOffline }: { travelApp: TTravelApp; isOffline: boolean }) {
  const { t, i18n } = useTranslation('traveller');
  const [isStarting, setIsStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const due = travelApp.amountDue;
  // The agency collects from its clients itself: say so calmly where the amount due would be.
  if (travelApp.isPaidThroughAgency) {
    return (
      <section className="card stack" aria-labelledby="payment-heading">
        <h2 id="payment-heading">{t('payment.heading')}</h2>
        <p>{t('payment.paidThroughAgency')}</p>
      </section>
    );
  }
  if (!due) return null;

  const handlePay = async () => {
    setFailure(null);
    setIsStarting(true);
    try {
      const session = await travellerApi.post<TPaymentSessionView>(
        `${travelAppApiPath(travelApp.token)}/payment-sessions`,
        { purpose: due.purpose },
      );
      window.location.assign(session.checkoutUrl);
    } catch (error) {
      const message = error instanceof TravellerApiError ? error.serverMessage : null;
      setFailure(message ?? t('errors.network'));
      setIsStarting(false);
    }
  };

  return (
    <section className="card stack amount-due" aria-labelledby="amount-due-heading">
      <h2 id="amount-due-heading">{t(`payment.purpose.${due.purpose}`)}</h2>
      <p className="amount-due__value">
        {formatMoney(due.amountCents, due.currency, i18n.language)}
      </p>
      <p className="muted">
        {t('payment.dueOn', { date: formatDayMonthYear(due.dueOn, i18n.language) })}
      </p>
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <button
        className="button button--primary"
        type="button"
        disabled={isStarting || isOffline}
        onClick={() => void handlePay()}
      >
        {isStarting ? t('payment.starting') : t('payment.payNow')}
      </button>
    </section>
  );
}

/** Road closures and weather notices the operator posted for where and when the trip goes. */
function TravelAlerts({ alerts }: { alerts: NonNullable<TTravelApp['alerts']> }) {
  const { t, i18n } = useTranslation('traveller');
  if (alerts.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">{t('alerts.heading')}</h2>
      <ul className="travel-alerts">
        {alerts.map((alert) => (
          <li key={alert.id} className={`travel-alert travel-alert--${alert.severity}`}>
            <p className="travel-alert__title">
              <span className="travel-alert__severity">
                {t(`alerts.severity.${alert.severity}`)}
              </span>{' '}
              {alert.title}
            </p>
            <p>{alert.message}</p>
            <p className="muted">
              {alert.locationName ?? t('alerts.everywhere')} ·{' '}
              {t('alerts.dates', {
                from: formatDayMonthYear(alert.startsOn, i18n.language),
                to: formatDayMonthYear(alert.endsOn, i18n.language),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The traveller's itinerary (/travel-app/{token}): readable offline once it has been opened. */
export default function TravelAppPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation('traveller');
  useTitle('titles.travelApp');
  const isOnline = useIsOnline();
  const [state, setState] = useState<TLoadState>({ status: 'loading' });
  const [showDrivingNotes, setShowDrivingNotes] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await requestJson<TTravelApp>('GET', travelAppApiPath(token));
      setState({ status: 'ready', travelApp: answer.data, savedAt: answer.savedAt });
      rememberItinerary({ token, reference: answer.data.bookingReference });
      if (answer.savedAt === null) {
        registerTravelAppServiceWorker();
        saveForOffline([new URL(travelAppApiPath(token), window.location.origin).href]);
      }
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof TravellerApiError ? error.serverMessage : null,
      });
    }
  }, [token]);

  // Loaded again in a language the traveller picks: catalogue texts come in it (api.ts).
  useEffect(() => {
    void load();
  }, [load, i18n.language]);

  if (state.status === 'loading') {
    return (
      <Page>
        <Loading />
      </Page>
    );
  }
  if (state.status === 'failed') {
    return (
      <Page>
        <h1>{t('itinerary.notFoundTitle')}</h1>
        <Banner tone="error">{state.message ?? t('errors.offlineNoCopy')}</Banner>
        <p>
          <a href="/travel-app">{t('itinerary.findAnother')}</a>
        </p>
      </Page>
    );
  }

  const { travelApp, savedAt } = state;
  const isOffline = !isOnline;
  // From the agency's cancellation on, the trip is off: say so plainly, show nothing to travel on.
  const isCancelled = isFileStatus(travelApp.status) && isCancelledFileStatus(travelApp.status);
  const hasDrivingNotes = travelApp.days.some((day) => day.drivingNotes.length > 0);
  const update = (patch: Partial<TTravelApp>) =>
    setState({ ...state, travelApp: { ...travelApp, ...patch } });

  return (
    <Page brandId={travelApp.brand.id} heading={travelApp.brand.name}>
      {savedAt ? (
        <Banner tone="warning">
          {t('offline.showingSaved', { date: formatMoment(savedAt, i18n.language) })}
        </Banner>
      ) : null}
      <section className="hero">
        <p className="hero__reference">{travelApp.bookingReference}</p>
        <h1>{travelApp.bookingName}</h1>
        <p>
          {formatDayMonthYear(travelApp.travelDate, i18n.language)} –{' '}
          {formatDayMonthYear(travelApp.endDate, i18n.language)}
        </p>
      </section>

      {isCancelled ? (
        <section className="card stack" aria-labelledby="cancelled-heading">
          <h2 id="cancelled-heading">{t('itinerary.cancelledHeading')}</h2>
          <p>{t('itinerary.cancelledText', { companyName: travelApp.companyName })}</p>
        </section>
      ) : (
        <>
          <TravelAlerts alerts={travelApp.alerts ?? []} />

          <PayNow travelApp={travelApp} isOffline={isOffline} />

          <button
            className="button toggle"
            type="button"
            aria-pressed={showDrivingNotes}
            onClick={() => setShowDrivingNotes((current) => !current)}
          >
            {showDrivingNotes ? t('itinerary.hideDrivingNotes') : t('itinerary.showDrivingNotes')}
          </button>
          {showDrivingNotes && !hasDrivingNotes ? (
            <p className="muted">{t('itinerary.noDrivingNotes')}</p>
          ) : null}

          <div className="days">
            {travelApp.days.map((day) => (
              <ItineraryDay
                key={day.dayNumber}
                day={day}
                showDrivingNotes={showDrivingNotes}
                voucherHref={(serviceId) =>
                  `${travelAppApiPath(travelApp.token)}/services/${serviceId}/voucher.pdf`
                }
              />
            ))}
          </div>

          <section className="card stack" aria-labelledby="thanks-heading">
            <h2 id="thanks-heading">{t('thanks.heading')}</h2>
            <p>{t('thanks.text', { companyName: travelApp.companyName })}</p>
          </section>

          <FeedbackSection
            travelApp={travelApp}
            isOffline={isOffline}
            onSubmitted={() => void load()}
          />
        </>
      )}

      <section className="card stack" aria-labelledby="help-heading">
        <h2 id="help-heading">{t('help.heading')}</h2>
        <p>{t('help.liveChat')}</p>
        {travelApp.brand.supportPhone ? (
          <p>
            {t('help.phone')}{' '}
            <a href={telHref(travelApp.brand.supportPhone)}>{travelApp.brand.supportPhone}</a>
          </p>
        ) : null}
        {travelApp.brand.supportEmail ? (
          <p>
            {t('help.email')}{' '}
            <a href={`mailto:${travelApp.brand.supportEmail}`}>{travelApp.brand.supportEmail}</a>
          </p>
        ) : null}
      </section>

      {isCancelled ? null : (
        <EmergencyContactForm
          token={travelApp.token}
          contact={travelApp.emergencyContact}
          isOffline={isOffline}
          onSaved={(emergencyContact) => update({ emergencyContact })}
        />
      )}
    </Page>
  );
}
