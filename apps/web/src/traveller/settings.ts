import { createContext, useContext } from 'react';
import { DEFAULT_PRODUCT_NAME } from '../config/env';
import { travellerApi } from './api';

/** What the traveller pages read from GET /api/get-settings (SPEC sections 3 and 7). */
export interface TTravellerSettings {
  /** SPEC section 4: true while the settings load, false once they loaded. */
  clean: boolean;
  companyName: string;
  productName: string;
  supportPhone: string;
}

export const INITIAL_SETTINGS: TTravellerSettings = {
  clean: true,
  companyName: '',
  productName: DEFAULT_PRODUCT_NAME,
  supportPhone: '',
};

function readText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Reads env.general; any failure or a body without it logs "Invalid response!" (SPEC section 8)
 * and leaves the defaults.
 */
export async function loadTravellerSettings(): Promise<TTravellerSettings> {
  try {
    const body = await travellerApi.get<{ env?: { general?: Record<string, unknown> } }>(
      '/api/get-settings',
    );
    const general = body.env?.general;
    if (!general || typeof general.company_name !== 'string') throw new Error('No env.general.');
    return {
      clean: false,
      companyName: general.company_name,
      productName: readText(general.product_name) || DEFAULT_PRODUCT_NAME,
      supportPhone: readText(general.support_phone),
    };
  } catch (error) {
    console.error('Invalid response!', error);
    return INITIAL_SETTINGS;
  }
}

export const SettingsContext = createContext<TTravellerSettings>(INITIAL_SETTINGS);

export function useTravellerSettings(): TTravellerSettings {
  return useContext(SettingsContext);
}
