import { AREA_PATHS, USER_KINDS, type TUserKind } from './user-kinds';

/**
 * The three login pages are served by a light web entry (`sign-in.html`) when a visitor loads them,
 * so the first page of the portal stays within its JavaScript budget
 * (docs/decisions/012-front-end-budgets.md). The server and the dev server answer these paths with
 * it; navigating to them inside the app renders the app's own login routes.
 */
export const SIGN_IN_HTML = 'sign-in.html';

/** The area whose login page this is, or null. A trailing slash is the same page. */
export function signInAreaOf(pathname: string): TUserKind | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return USER_KINDS.find((kind) => AREA_PATHS[kind].login === path) ?? null;
}

export function isSignInPagePath(pathname: string): boolean {
  return signInAreaOf(pathname) !== null;
}
