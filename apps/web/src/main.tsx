// First: configures zod before any chunk that builds a schema loads (lib/zod-csp.ts).
import './lib/zod-csp';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/focus.css';
import i18n from './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { readVersionPollIntervalMs } from './config/env';
import { startVersionWatcher } from './features/version/version-watcher';
import { configureApiClient } from './lib/api-client';
import { clearSession } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import { initSentry } from './lib/sentry';
import { getSettingsQueryOptions } from './lib/settings';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

configureApiClient({
  onUnauthenticated: (loginPath) => {
    // The session is gone on the server: forget it here too, or the login page would send the
    // user straight back into their area.
    clearSession(queryClient);
    if (router.state.location.pathname !== loginPath) void router.navigate(loginPath);
  },
});

// Settings load once at start-up; error reporting starts only if they carry a DSN.
queryClient
  .fetchQuery(getSettingsQueryOptions())
  .then((settings) => initSentry(settings.env.sentry.dsn))
  .catch(() => {
    // Already logged as "Invalid response!"; the app runs on its defaults.
  });

// Catalogue descriptions follow the interface language (each call sends it): fetch them again.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());

startVersionWatcher({ intervalMs: readVersionPollIntervalMs(window) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
