import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TPublicSettings } from '@portal/shared/contracts/settings';

/** Answers shaped like the server's demo data, for component and route tests. */

export const demoSettings: TPublicSettings = {
  env: {
    general: {
      company_name: 'Fernway Journeys',
      product_name: 'Fernway Portal',
      support_phone: '+64 9 555 0100',
      support_email: 'help@fernway.example',
      emergency_phone: '+64 800 555 0199',
    },
    brands: [
      {
        id: 1,
        code: 'NZ',
        name: 'Fernway New Zealand',
        currency: 'NZD',
        gstPercent: 15,
        timeZone: 'Pacific/Auckland',
      },
      {
        id: 2,
        code: 'AU',
        name: 'Fernway Australia',
        currency: 'AUD',
        gstPercent: 10,
        timeZone: 'Australia/Sydney',
      },
    ],
    sentry: { dsn: null, tracesSampleRate: 0.25 },
    tools: { ourTools: [], planningSystem: [], documentation: [] },
  },
};

const noOrganisation = {
  agencyId: null,
  agencyName: null,
  supplierId: null,
  supplierName: null,
  brandId: null,
};

export const demoUsers = {
  admin: {
    ...noOrganisation,
    id: 1,
    kind: 'admin',
    username: 'admin',
    name: 'Aroha Admin',
    email: 'admin@fernway.example',
  },
  agent: {
    ...noOrganisation,
    id: 2,
    kind: 'agent',
    username: 'nz.agent',
    name: 'Nikau Agent',
    email: 'agent@kiwihorizons.example',
    agencyId: 1,
    agencyName: 'Kiwi Horizons Travel',
    brandId: 1,
  },
  supplier: {
    ...noOrganisation,
    id: 3,
    kind: 'supplier',
    username: 'supplier.hotel',
    name: 'Harbour Manager',
    email: 'bookings@harbourview.example',
    supplierId: 1,
    supplierName: 'Harbourview Hotel Auckland',
  },
} satisfies Record<string, TSessionUser>;
