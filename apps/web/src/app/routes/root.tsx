import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/layouts/page-loader';
import { useDocumentTitle } from '../use-document-title';

/** The shell every page renders in: titles, scroll-to-top on navigation, language loading. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      {/* New navigations start at the top; back and forward restore where the user was. */}
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
