import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '../components/layouts/page-loader';
import { COLOR_SCHEME_STORAGE_KEY } from '../config/env';
import { portalCssVariablesResolver, portalTheme } from '../config/theme';

/** Kept in localStorage; "auto" (follow the system) until the user picks another mode. */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={portalTheme}
      cssVariablesResolver={portalCssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        {/* The first render waits here while a non-English language loads. */}
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
