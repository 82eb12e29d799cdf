import { AREA_PATHS, type TUserKind } from '@portal/shared/domain/user-kinds';

/** Every address the web app links to, in one place (bulletproof-react's paths config). */
export const paths = {
  login: (kind: TUserKind) => AREA_PATHS[kind].login,
  home: (kind: TUserKind) => AREA_PATHS[kind].home,
  profile: (kind: TUserKind) => `${AREA_PATHS[kind].home}/profile`,
  forgotPassword: (kind: TUserKind) => `/forgot-password?area=${kind}`,
  /** The shape the server's reset email links to. */
  resetPassword: (token: string, kind: TUserKind) =>
    `/reset-password/${encodeURIComponent(token)}?area=${kind}`,
  adminOutbox: '/admin/outbox',
  /** The outbox with one message open (a file's timeline links its emails there). */
  adminOutboxMessage: (id: number) => `/admin/outbox?message=${id}`,
  agentUiKit: '/app/ui',
} as const;

/** The login page of an area, remembering where the visitor wanted to go. */
export function loginPathWithRedirect(kind: TUserKind, redirectTo: string): string {
  const login = paths.login(kind);
  const separator = login.includes('?') ? '&' : '?';
  return `${login}${separator}redirectTo=${encodeURIComponent(redirectTo)}`;
}

/**
 * Where to go after signing in: the requested address only when it lies inside the user's own area
 * (never another origin or another area), otherwise the area's home.
 */
export function postLoginPath(kind: TUserKind, redirectTo: string | null | undefined): string {
  const home = paths.home(kind);
  if (
    redirectTo &&
    redirectTo.startsWith('/') &&
    !redirectTo.startsWith('//') &&
    !redirectTo.includes('\\') &&
    (redirectTo === home ||
      redirectTo.startsWith(`${home}/`) ||
      redirectTo.startsWith(`${home}?`) ||
      redirectTo.startsWith(`${home}#`))
  ) {
    return redirectTo;
  }
  return home;
}

export function parseUserKind(value: string | null | undefined): TUserKind {
  return value === 'admin' || value === 'supplier' ? value : 'agent';
}
