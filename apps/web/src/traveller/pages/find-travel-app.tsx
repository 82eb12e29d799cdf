import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFindItineraryResponse } from '@portal/shared/contracts/traveller';
import { segment, travellerApi, TravellerApiError } from '../api';
import { Banner } from '../components/banner';
import { Page } from '../components/page';
import { TextField } from '../components/text-field';
import { useRulesFormState } from '../forms';
import { readLastItinerary } from '../offline';
import { Link, navigate } from '../router';
import { useTravellerSettings } from '../settings';
import { useTitle } from '../use-title';

const FIELDS = { reference: { rules: 'required', label: 'find.referenceLabel' } } as const;

/** What each find form asks the server, where it leads, and its words (`find.*`, `findQuote.*`). */
const KINDS = {
  travelApp: { endpoint: '/api/find-itinerary', page: '/travel-app', texts: 'find' },
  quote: { endpoint: '/api/find-quote', page: '/quote', texts: 'findQuote' },
} as const;

/**
 * "Find Your Travel App" (SPEC sections 2 and 4): reference in, /travel-app/{id} out. /quote with
 * no id (SPEC section 2: the id is optional) is the same form for the quote page.
 */
export default function FindTravelAppPage({ kind = 'travelApp' }: { kind?: keyof typeof KINDS }) {
  const { t } = useTranslation('traveller');
  const { endpoint, page, texts } = KINDS[kind];
  useTitle(kind === 'quote' ? 'titles.findQuote' : 'titles.find');
  const { companyName } = useTravellerSettings();
  const form = useRulesFormState(FIELDS, { reference: '' });
  const [isLoading, setIsLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [lastItinerary] = useState(() => (kind === 'travelApp' ? readLastItinerary() : null));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.validateAll()) return;
    setIsLoading(true);
    try {
      const { id } = await travellerApi.get<TFindItineraryResponse>(
        `${endpoint}/${segment(form.values.reference)}`,
      );
      navigate(`${page}/${encodeURIComponent(id)}`);
    } catch (error) {
      const message = error instanceof TravellerApiError ? error.serverMessage : null;
      setFailure(message ?? t('errors.network'));
      setIsLoading(false);
    }
  };

  return (
    <Page>
      <h1>{t(`${texts}.heading`)}</h1>
      <p>{t(`${texts}.prompt`, { companyName })}</p>
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <form className="card stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('find.referenceLabel')}
          name="reference"
          placeholder={t(`${texts}.referencePlaceholder`)}
          autoComplete="off"
          autoCapitalize="characters"
          required
          value={form.values.reference}
          error={form.errors.reference}
          onValueChange={(value) => form.setValue('reference', value)}
          onBlur={(event) => form.handleBlur('reference', event)}
        />
        <button className="button button--primary" type="submit" disabled={isLoading}>
          {isLoading ? t('find.searching') : t(`${texts}.submit`)}
        </button>
      </form>
      {lastItinerary ? (
        <p>
          <Link href={`/travel-app/${encodeURIComponent(lastItinerary.token)}`}>
            {t('find.openLast', { reference: lastItinerary.reference })}
          </Link>
        </p>
      ) : null}
    </Page>
  );
}
