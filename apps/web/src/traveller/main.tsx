import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TravellerApp } from './app';
import { createTravellerI18n } from './i18n';
import { registerTravelAppServiceWorker } from './offline';

const container = document.getElementById('root');
if (!container) throw new Error('traveller.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <TravellerApp i18n={createTravellerI18n()} />
  </StrictMode>,
);

registerTravelAppServiceWorker();
