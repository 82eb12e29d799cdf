import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { ChunkLoadError, reloadOnce } from '../../lib/chunk-reload';
import { captureError } from '../../lib/sentry';
import { PageLoader } from '../layouts/page-loader';
import { NotFound } from './not-found';

/**
 * The errorElement of the route tree. A chunk that failed to load (a deploy replaced it) reloads
 * the address being opened, once; a 404 shows the not-found page; anything else is reported and
 * explained without leaving the user stranded.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useTranslation();
  const target = `${location.pathname}${location.search}${location.hash}`;
  const isChunkError = error instanceof ChunkLoadError;
  const [isReloading, setReloading] = useState(isChunkError);

  useEffect(() => {
    if (isChunkError) {
      setReloading(reloadOnce(target));
      return;
    }
    if (!isRouteErrorResponse(error) && !isApiError(error)) {
      console.error('Unexpected error while showing a page.', error);
      captureError(error);
    }
  }, [error, isChunkError, target]);

  if (isReloading) return <PageLoader />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const detail = isApiError(error) ? error.message : null;
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" ta="center" maw={560}>
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text>{isChunkError ? t('errorPage.chunkText') : t('errorPage.text')}</Text>
        {detail ? <Code block>{detail}</Code> : null}
        <Group>
          <Button onClick={() => window.location.assign(target)}>{t('errorPage.reload')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('notFound.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
