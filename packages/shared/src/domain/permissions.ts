import type { TUserKind } from './user-kinds';

/**
 * Every permission the server checks. The admin roles screen lists exactly these names, so what an
 * administrator grants is what the server enforces. Later features add their own entries here.
 */
export const PERMISSIONS = {
  admin: [
    'admin.access',
    'users.manage',
    'roles.manage',
    'settings.manage',
    'outbox.view',
    'notices.publish',
    'catalogue.view',
    'catalogue.manage',
    'rates.manage',
    'pricing-rules.manage',
    'packages.manage',
    'files.view-all',
    'files.manage-all',
    'prizes.manage',
    'reviews.manage',
    'insights.view',
    'rate-proposals.review',
    'audit.view',
    'labels.manage',
    'itinerary-alerts.manage',
    'people.manage',
    'finance.manage',
    'content.manage',
    'privacy.manage',
    'guide.view',
    'guide.manage',
    'tours.view',
    'tours.manage',
    'webhooks.manage',
  ],
  agent: [
    'app.access',
    'agency-users.manage',
    'quotes.price',
    'files.view',
    'files.manage',
    'partner-api.manage',
  ],
  supplier: ['supplier.access', 'supplier-users.manage', 'supplier-rates.propose'],
} as const satisfies Record<TUserKind, readonly string[]>;

export type TPermission = (typeof PERMISSIONS)[TUserKind][number];

/** The roles seeded for each area, with the permissions each grants. */
export const DEFAULT_ROLES: Record<
  string,
  { kind: TUserKind; label: string; permissions: readonly TPermission[] }
> = {
  'super-admin': { kind: 'admin', label: 'Super administrator', permissions: PERMISSIONS.admin },
  consultant: {
    kind: 'admin',
    label: 'Reservations consultant',
    permissions: [
      'admin.access',
      'catalogue.view',
      'files.view-all',
      'files.manage-all',
      'labels.manage',
      'itinerary-alerts.manage',
      'guide.view',
      'tours.view',
    ],
  },
  accountant: {
    kind: 'admin',
    label: 'Accountant',
    permissions: [
      'admin.access',
      'outbox.view',
      'files.view-all',
      'audit.view',
      'finance.manage',
      'guide.view',
      'insights.view',
      'tours.view',
    ],
  },
  'agency-admin': { kind: 'agent', label: 'Agency administrator', permissions: PERMISSIONS.agent },
  agent: {
    kind: 'agent',
    label: 'Travel agent',
    permissions: ['app.access', 'quotes.price', 'files.view', 'files.manage'],
  },
  'supplier-admin': {
    kind: 'supplier',
    label: 'Supplier administrator',
    permissions: PERMISSIONS.supplier,
  },
  'supplier-user': {
    kind: 'supplier',
    label: 'Supplier user',
    permissions: ['supplier.access', 'supplier-rates.propose'],
  },
};
