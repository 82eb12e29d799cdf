import type { QueryClient } from '@tanstack/react-query';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { redirect, type LoaderFunction } from 'react-router';
import { loginPathWithRedirect, paths } from '../config/paths';
import { getMeQueryOptions } from '../lib/auth';
import { loadPermissions } from '../lib/authorization';

/**
 * An area's routes need a signed-in user of that area's kind: anyone else goes to the area's login
 * page, which brings them back after signing in. The permission state loads with the area.
 */
export function requireArea(kind: TUserKind) {
  return (queryClient: QueryClient): LoaderFunction =>
    async ({ request }) => {
      const { user } = await queryClient.ensureQueryData(getMeQueryOptions());
      if (!user || user.kind !== kind) {
        const url = new URL(request.url);
        throw redirect(loginPathWithRedirect(kind, `${url.pathname}${url.search}`));
      }
      await loadPermissions();
      return null;
    };
}

/** A signed-in user who opens their own login page goes to their area instead. */
export function redirectSignedInUser(kind: TUserKind) {
  return (queryClient: QueryClient): LoaderFunction =>
    async () => {
      let user = null;
      try {
        // Always ask the server: a cached user may have signed out in another tab.
        ({ user } = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }));
      } catch {
        // Without an answer the login form is still the right page to show.
        return null;
      }
      if (user && user.kind === kind) throw redirect(paths.home(kind));
      return null;
    };
}
