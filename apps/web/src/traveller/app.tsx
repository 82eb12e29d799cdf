import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as TI18n } from 'i18next';
import { ChunkLoadError, loadChunk, reloadOnce } from '../lib/chunk-reload';
import { Loading, Page } from './components/page';
import { matchRoute, useLocation, type TRouteName } from './router';
import {
  INITIAL_SETTINGS,
  loadTravellerSettings,
  SettingsContext,
  type TTravellerSettings,
} from './settings';
import { useTitle } from './use-title';

/** One chunk per page, so the travel app loads only its own code. */
const PAGES = {
  find: lazy(() => loadChunk(() => import('./pages/find-travel-app'))),
  travelApp: lazy(() => loadChunk(() => import('./pages/travel-app'))),
  findQuote: lazy(() => loadChunk(() => import('./pages/find-travel-app'))),
  quote: lazy(() => loadChunk(() => import('./pages/public-quote'))),
  payment: lazy(() => loadChunk(() => import('./pages/payment-session'))),
  paymentResult: lazy(() => loadChunk(() => import('./pages/payment-result'))),
  prizeCart: lazy(() => loadChunk(() => import('./pages/prize-cart'))),
} satisfies Record<Exclude<TRouteName, 'notFound'>, unknown>;

function NotFound() {
  const { t } = useTranslation('traveller');
  useTitle('titles.notFound');
  return (
    <Page>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
    </Page>
  );
}

function PageLoadFailed() {
  const { t } = useTranslation('traveller');
  return (
    <Page>
      <h1>{t('errors.pageLoadTitle')}</h1>
      <p>{t('errors.pageLoadText')}</p>
    </Page>
  );
}

/** SPEC section 2: a page that fails to load on demand reloads its address (once). */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    if (error instanceof ChunkLoadError) {
      reloadOnce(window.location.pathname + window.location.search);
    }
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}

function Routes() {
  const { pathname, search } = useLocation();
  const { route, params } = matchRoute(pathname);
  const id = params.id ?? '';
  let page: ReactNode;
  switch (route) {
    case 'find':
      page = <PAGES.find />;
      break;
    case 'travelApp':
      page = <PAGES.travelApp token={id} />;
      break;
    case 'findQuote':
      page = <PAGES.findQuote kind="quote" />;
      break;
    case 'quote':
      page = <PAGES.quote token={id} />;
      break;
    case 'payment':
      page = <PAGES.payment token={id} />;
      break;
    case 'paymentResult':
      page = <PAGES.paymentResult token={search.get('session') ?? ''} />;
      break;
    case 'prizeCart':
      page = <PAGES.prizeCart token={search.get('booking') ?? ''} />;
      break;
    default:
      page = <NotFound />;
  }
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<Loading />}>{page}</Suspense>
    </PageErrorBoundary>
  );
}

export function TravellerApp({
  i18n,
  settingsLoader = loadTravellerSettings,
}: {
  i18n: TI18n;
  settingsLoader?: () => Promise<TTravellerSettings>;
}) {
  const [settings, setSettings] = useState(INITIAL_SETTINGS);
  useEffect(() => {
    let isCurrent = true;
    void settingsLoader().then((loaded) => {
      if (isCurrent) setSettings(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [settingsLoader]);
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsContext.Provider value={settings}>
        <Routes />
      </SettingsContext.Provider>
    </I18nextProvider>
  );
}
