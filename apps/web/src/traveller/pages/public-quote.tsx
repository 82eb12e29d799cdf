import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAcceptQuoteRequestInput, TPublicQuote } from '@portal/shared/contracts/traveller';
import { formatDayMonth, formatDayMonthYear, formatDayName } from '@portal/shared/format/dates';
import { segment, travellerApi, TravellerApiError } from '../api';
import { Banner } from '../components/banner';
import { Loading, Page } from '../components/page';
import { TextField } from '../components/text-field';
import { formatMoment, formatMoney } from '../format';
import { useRulesFormState } from '../forms';
import { useTitle } from '../use-title';

const ACCEPT_FIELDS = {
  fullName: { rules: 'required|length:120', label: 'quote.fullName' },
  comment: { rules: 'length:2000', label: 'quote.comment' },
} as const;

function AcceptForm({
  quote,
  onAccepted,
}: {
  quote: TPublicQuote;
  onAccepted: (quote: TPublicQuote) => void;
}) {
  const { t } = useTranslation('traveller');
  const form = useRulesFormState(ACCEPT_FIELDS, { fullName: '', comment: '' });
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.validateAll()) return;
    setIsSending(true);
    try {
      const body: TAcceptQuoteRequestInput = { ...form.values };
      onAccepted(
        await travellerApi.post<TPublicQuote>(
          `/api/quotes/public/${segment(quote.token)}/accept`,
          body,
        ),
      );
    } catch (error) {
      if (error instanceof TravellerApiError) form.setServerErrors(error.errors);
      setFailure(
        (error instanceof TravellerApiError ? error.serverMessage : null) ?? t('errors.network'),
      );
      setIsSending(false);
    }
  };

  return (
    <form className="card stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h2>{t('quote.acceptHeading')}</h2>
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <TextField
        name="fullName"
        label={t('quote.fullName')}
        autoComplete="name"
        required
        value={form.values.fullName}
        error={form.errors.fullName}
        onValueChange={(value) => form.setValue('fullName', value)}
        onBlur={(event) => form.handleBlur('fullName', event)}
      />
      <div className="field">
        <label className="field__label" htmlFor="quote-comment">
          {t('quote.comment')}
        </label>
        <textarea
          id="quote-comment"
          className="field__input"
          rows={3}
          value={form.values.comment}
          aria-invalid={form.errors.comment ? true : undefined}
          onChange={(event) => form.setValue('comment', event.target.value)}
          onBlur={(event) => form.handleBlur('comment', event)}
        />
        {form.errors.comment ? <p className="field__error">{form.errors.comment}</p> : null}
      </div>
      <button className="button button--primary" type="submit" disabled={isSending}>
        {isSending ? t('quote.accepting') : t('quote.accept')}
      </button>
    </form>
  );
}

/** The quote as the traveller sees it (/quote/{token}): no line prices, the total and its notes. */
export default function PublicQuotePage({ token }: { token: string }) {
  const { t, i18n } = useTranslation('traveller');
  useTitle('titles.quote');
  const [quote, setQuote] = useState<TPublicQuote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    travellerApi.get<TPublicQuote>(`/api/quotes/public/${segment(token)}`).then(
      (loaded) => {
        if (isCurrent) setQuote(loaded);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setFailure(
          (error instanceof TravellerApiError ? error.serverMessage : null) ?? t('errors.network'),
        );
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, t]);

  if (failure) {
    return (
      <Page>
        <h1>{t('quote.heading')}</h1>
        <Banner tone="error">{failure}</Banner>
      </Page>
    );
  }
  if (!quote) {
    return (
      <Page>
        <Loading />
      </Page>
    );
  }

  const unavailableCount = quote.days
    .flatMap((day) => day.lines)
    .filter((line) => line.isUnavailable).length;

  return (
    <Page brandId={quote.brand.id} heading={quote.brand.name}>
      <section className="hero">
        <p className="hero__reference">
          {t('quote.heading')} {quote.reference}
        </p>
        <h1>{quote.bookingName}</h1>
        <p>
          {formatDayMonthYear(quote.travelDate, i18n.language)} –{' '}
          {formatDayMonthYear(quote.endDate, i18n.language)}
        </p>
        <p>{t('quote.preparedBy', { agency: quote.agencyName })}</p>
        <p className="muted">
          {t('quote.travellers', { adults: quote.pax.adults, children: quote.pax.children })}
        </p>
      </section>

      {quote.acceptedAt ? (
        <Banner tone="success">
          {t('quote.accepted', {
            name: quote.acceptedByName ?? '',
            date: formatMoment(quote.acceptedAt, i18n.language),
          })}
        </Banner>
      ) : null}

      <div className="days">
        {quote.days.map((day) => (
          <section key={day.dayNumber} className="day card">
            <p className="day__date">
              {t('itinerary.day', { number: day.dayNumber })} ·{' '}
              {formatDayName(day.date, i18n.language)} {formatDayMonth(day.date, i18n.language)}
            </p>
            <h2 className="day__title">{day.title}</h2>
            {day.description ? <p className="day__description">{day.description}</p> : null}
            {day.lines.length > 0 ? (
              <ul className="quote-lines">
                {day.lines.map((line, index) => (
                  <li
                    key={`${line.name}-${index}`}
                    className={line.isUnavailable ? 'quote-line--unavailable' : undefined}
                  >
                    {line.name}
                    {line.span > 1 ? (
                      <span className="muted"> · {t('quote.nights', { count: line.span })}</span>
                    ) : null}
                    {line.isUnavailable ? (
                      <span className="quote-line__unavailable"> {t('quote.unavailable')}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>

      <section className="card stack total" aria-labelledby="quote-total">
        <h2 id="quote-total">{t('quote.total')}</h2>
        <p className="amount-due__value">
          {formatMoney(quote.totalCents, quote.brand.currency, i18n.language)}
        </p>
        <p className="muted">{quote.brand.priceMessage}</p>
        {unavailableCount > 0 ? (
          <Banner tone="warning">
            {t(quote.canAccept ? 'quote.leftOut' : 'quote.nothingBookable', {
              count: unavailableCount,
            })}
          </Banner>
        ) : null}
        <ul className="notes">
          <li>{t('quote.noteSubjectToChange')}</li>
          <li>{t('quote.noteConsultant')}</li>
          <li>{t('quote.noteBreakfast')}</li>
        </ul>
      </section>

      {quote.canAccept ? <AcceptForm quote={quote} onAccepted={setQuote} /> : null}
    </Page>
  );
}
