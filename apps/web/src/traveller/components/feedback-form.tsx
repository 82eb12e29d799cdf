import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TFeedbackRequestInput,
  TTravelApp,
  TTravelAppFeedback,
} from '@portal/shared/contracts/traveller';
import { segment, travellerApi, TravellerApiError } from '../api';
import { Link } from '../router';
import { Banner } from './banner';
import { StarRating } from './star-rating';

const COMMENT_MAX = 4000;

function PrizeLink({ token }: { token: string }) {
  const { t } = useTranslation('traveller');
  return (
    <p>
      <Link
        className="button button--primary"
        href={`/prize-cart?booking=${encodeURIComponent(token)}`}
      >
        {t('feedback.choosePrize')}
      </Link>
    </p>
  );
}

/** After travel: the trip and each service rated 1 to 5, and a comment (once per booking). */
export function FeedbackSection({
  travelApp,
  isOffline,
  onSubmitted,
}: {
  travelApp: TTravelApp;
  isOffline: boolean;
  onSubmitted: (feedback: TTravelAppFeedback) => void;
}) {
  const { t } = useTranslation('traveller');
  const [tripRating, setTripRating] = useState<number | null>(null);
  const [serviceRatings, setServiceRatings] = useState<Record<number, number>>({});
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  if (travelApp.feedback) {
    return (
      <section className="card stack" aria-labelledby="feedback-heading">
        <h2 id="feedback-heading">{t('feedback.heading')}</h2>
        <Banner tone="success">{t('feedback.thanks')}</Banner>
        <p>{t('feedback.yourRating', { value: travelApp.feedback.tripRating })}</p>
        {travelApp.feedback.reply ? (
          <blockquote className="feedback-reply">
            <p>
              <strong>{t('feedback.reply', { company: travelApp.companyName })}</strong>
            </p>
            <p>{travelApp.feedback.reply.text}</p>
          </blockquote>
        ) : null}
        {travelApp.canChoosePrize ? <PrizeLink token={travelApp.token} /> : null}
      </section>
    );
  }
  if (!travelApp.canLeaveFeedback) return null;

  // A service spanning several days is rated once.
  const services = [
    ...new Map(
      travelApp.days.flatMap((day) => day.services).map((line) => [line.id, line]),
    ).values(),
  ];

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (tripRating === null) {
      setRatingError(t('validation:required'));
      return;
    }
    setRatingError(undefined);
    setIsSending(true);
    try {
      const body: TFeedbackRequestInput = {
        tripRating,
        comment,
        serviceRatings: Object.entries(serviceRatings).map(([serviceLineId, rating]) => ({
          serviceLineId: Number(serviceLineId),
          rating,
        })),
      };
      const feedback = await travellerApi.post<TTravelAppFeedback>(
        `/api/travel-app/${segment(travelApp.token)}/feedback`,
        body,
      );
      onSubmitted(feedback);
    } catch (error) {
      const message = error instanceof TravellerApiError ? error.serverMessage : null;
      setFailure(message ?? t('errors.network'));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">{t('feedback.heading')}</h2>
      <p>{t('feedback.intro')}</p>
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <form className="stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <StarRating
          legend={t('feedback.tripRating')}
          value={tripRating}
          onChange={(value) => {
            setTripRating(value);
            setRatingError(undefined);
          }}
          error={ratingError}
          required
        />
        {services.length > 0 ? (
          <details className="stack">
            <summary>{t('feedback.rateServices')}</summary>
            {services.map((service) => (
              <StarRating
                key={service.id}
                legend={service.name}
                value={serviceRatings[service.id] ?? null}
                onChange={(value) =>
                  setServiceRatings((current) => ({ ...current, [service.id]: value }))
                }
              />
            ))}
          </details>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="feedback-comment">
            {t('feedback.comment')}
          </label>
          <textarea
            id="feedback-comment"
            className="field__input"
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        <button className="button button--primary" type="submit" disabled={isSending || isOffline}>
          {isSending ? t('feedback.sending') : t('feedback.submit')}
        </button>
      </form>
    </section>
  );
}
