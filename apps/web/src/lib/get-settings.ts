import type { TPublicSettings } from '@portal/shared/contracts/settings';
import { api } from './api-client';

/**
 * The one part of the settings the shell cannot do without. The full shape is checked by the server
 * (ZPublicSettings is the route's response schema); the app shell carries no zod, so the login page
 * stays within its budget (docs/decisions/012-front-end-budgets.md).
 */
function hasGeneralSettings(value: unknown): value is TPublicSettings {
  const general = (value as { env?: { general?: { company_name?: unknown } } } | null)?.env
    ?.general;
  return typeof general?.company_name === 'string';
}

/** GET /api/get-settings, read once at start-up (SPEC sections 3 and 7). */
export async function getSettings(): Promise<TPublicSettings> {
  try {
    const settings = await api.get<unknown>('/api/get-settings');
    if (!hasGeneralSettings(settings)) throw new Error('The settings have no general section.');
    return settings;
  } catch (error) {
    console.error('Invalid response!', error);
    throw error;
  }
}
