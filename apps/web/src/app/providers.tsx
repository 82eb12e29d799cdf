import {
  localStorageColorSchemeManager,
  MantineProvider,
  mergeThemeOverrides,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  // Every dialog's and drawer's close button is an icon: it is named in the reader's language
  // here, once, rather than in each of them (axe: button-name). Not suspending: the English
  // fallback names it while another language loads. Plain objects, not Modal.extend: importing
  // the components here would put them in the sign-in shell's budget.
  const { t } = useTranslation('common', { useSuspense: false });
  const closeLabel = t('dialog.close');
  const theme = useMemo(() => {
    const closeButtonProps = { 'aria-label': closeLabel };
    return mergeThemeOverrides(portalTheme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    });
  }, [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
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
