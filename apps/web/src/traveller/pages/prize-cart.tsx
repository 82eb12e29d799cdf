import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPrizeCart } from '@portal/shared/contracts/traveller';
import { segment, travellerApi, TravellerApiError } from '../api';
import { Banner } from '../components/banner';
import { Loading, Page } from '../components/page';
import { useTitle } from '../use-title';

/** Select Prize (/prize-cart?booking={travel-app token}): one prize per booking, after a review. */
export default function PrizeCartPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation('traveller');
  useTitle('titles.prizeCart');
  const [cart, setCart] = useState<TPrizeCart | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [choosingId, setChoosingId] = useState<number | null>(null);

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    travellerApi.get<TPrizeCart>(`/api/travel-app/${segment(token)}/prizes`).then(
      (loaded) => {
        if (isCurrent) setCart(loaded);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setLoadFailure(
          (error instanceof TravellerApiError ? error.serverMessage : null) ?? t('errors.network'),
        );
      },
    );
    return () => {
      isCurrent = false;
    };
    // Prize names come in the page's language: a new language loads them again.
  }, [token, t, i18n.language]);

  const handleChoose = async (prizeId: number) => {
    setFailure(null);
    setChoosingId(prizeId);
    try {
      setCart(
        await travellerApi.post<TPrizeCart>(`/api/travel-app/${segment(token)}/prizes/${prizeId}`),
      );
    } catch (error) {
      setFailure(
        (error instanceof TravellerApiError ? error.serverMessage : null) ?? t('errors.network'),
      );
    } finally {
      setChoosingId(null);
    }
  };

  let content;
  if (!token) {
    content = <Banner tone="error">{t('prizes.missingBooking')}</Banner>;
  } else if (loadFailure) {
    content = <Banner tone="error">{loadFailure}</Banner>;
  } else if (!cart) {
    content = <Loading />;
  } else {
    const chosen = cart.prizes.find((prize) => prize.id === cart.chosenPrizeId);
    content = (
      <>
        {chosen ? (
          <Banner tone="success">{t('prizes.chosen', { name: chosen.name })}</Banner>
        ) : cart.canChoose ? (
          <p>{t('prizes.intro')}</p>
        ) : (
          <Banner tone="info">{t('prizes.notYet')}</Banner>
        )}
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        {cart.prizes.length === 0 ? <p>{t('prizes.none')}</p> : null}
        <ul className="prizes">
          {cart.prizes.map((prize) => {
            const isChosen = prize.id === cart.chosenPrizeId;
            return (
              <li key={prize.id} className={`card prize${isChosen ? ' prize--chosen' : ''}`}>
                {prize.imageUrl ? (
                  <img className="prize__image" src={prize.imageUrl} alt="" loading="lazy" />
                ) : null}
                <h2 className="prize__name">{prize.name}</h2>
                {prize.description ? <p>{prize.description}</p> : null}
                <p className="muted">{t('prizes.remaining', { value: prize.remaining })}</p>
                {isChosen ? (
                  <p className="prize__badge">{t('prizes.yourPrize')}</p>
                ) : (
                  <button
                    className="button button--primary"
                    type="button"
                    disabled={!cart.canChoose || prize.remaining === 0 || choosingId !== null}
                    aria-label={t('prizes.chooseNamed', { name: prize.name })}
                    onClick={() => void handleChoose(prize.id)}
                  >
                    {choosingId === prize.id ? t('prizes.choosing') : t('prizes.choose')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <Page>
      <h1>{t('prizes.heading')}</h1>
      {content}
      {token ? (
        <p>
          <a href={`/travel-app/${encodeURIComponent(token)}`}>{t('prizes.backToTrip')}</a>
        </p>
      ) : null}
    </Page>
  );
}
