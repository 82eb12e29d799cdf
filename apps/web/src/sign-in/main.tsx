import './styles.css';
import '../lib/i18n';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { readVersionPollIntervalMs } from '../config/env';
import { startVersionWatcher } from '../features/version/version-watcher';
import { SignInApp } from './app';
import { applyColorMode, readColorMode } from './color-scheme';

/**
 * The light sign-in entry (sign-in.html): the three login pages as a visitor loads them, with React
 * and i18next only (docs/decisions/012-front-end-budgets.md).
 */
applyColorMode(readColorMode());
startVersionWatcher({ intervalMs: readVersionPollIntervalMs(window) });

const container = document.getElementById('root');
if (!container) throw new Error('sign-in.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    {/* The first render waits here while a non-English language loads. */}
    <Suspense fallback={null}>
      <SignInApp />
    </Suspense>
  </StrictMode>,
);
