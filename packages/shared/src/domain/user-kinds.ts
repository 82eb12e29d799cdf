/** The three kinds of signed-in user; each has its own login page and area (SPEC section 6). */
export const USER_KINDS = ['admin', 'agent', 'supplier'] as const;
export type TUserKind = (typeof USER_KINDS)[number];

/** Where each kind signs in and where its area lives in the web app. */
export const AREA_PATHS: Record<TUserKind, { login: string; home: string }> = {
  admin: { login: '/admin/login', home: '/admin' },
  agent: { login: '/', home: '/app' },
  supplier: { login: '/supplier/login', home: '/supplier-app' },
};
