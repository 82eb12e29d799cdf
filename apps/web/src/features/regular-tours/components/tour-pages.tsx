import { Alert, Anchor, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TTourOptions } from '@portal/shared/contracts/regular-tours';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePermissions } from '../../../lib/authorization';
import { useSaveTour, useTour, useTourOptions } from '../api/admin-tours';
import { tourPaths } from '../paths';
import { DeparturesPanel } from './departures-panel';
import { SeasonsPanel } from './seasons-panel';
import { TourStatusBadge } from './tour-badges';
import { TourForm } from './tour-form';

function BackLink() {
  const { t } = useTranslation('regular-tours');
  return (
    <Anchor component={Link} to={tourPaths.list} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('edit.back')}
      </Group>
    </Anchor>
  );
}

/** Waits for the form's pickers; shows why they could not load. */
function WithOptions({ children }: { children: (options: TTourOptions) => ReactNode }) {
  const { t } = useTranslation('regular-tours');
  const options = useTourOptions();
  if (options.error) {
    return (
      <Alert color="red" role="alert">
        {options.error.message}
      </Alert>
    );
  }
  if (!options.data) return <Loader aria-label={t('loading', { ns: 'common' })} />;
  return <>{children(options.data)}</>;
}

/** `/admin/regular-tours/add`. */
export function TourAddPage() {
  const { t } = useTranslation('regular-tours');
  const navigate = useNavigate();
  const save = useSaveTour();
  return (
    <Stack gap="md">
      <BackLink />
      <div>
        <Title order={1}>{t('titles.add')}</Title>
        <Text c="dimmed">{t('form.addIntro')}</Text>
      </div>
      <WithOptions>
        {(options) => (
          <TourForm
            tour={null}
            options={options}
            submitLabel={t('form.create')}
            onSubmit={async (body) => {
              const tour = await save.mutateAsync({ id: null, body });
              notifications.show({ color: 'fern', message: t('form.saved', { name: tour.name }) });
              await navigate(tourPaths.edit(tour.id, 'rates'));
            }}
          />
        )}
      </WithOptions>
    </Stack>
  );
}

const TABS = ['tour', 'departures', 'rates'] as const;
type TTab = (typeof TABS)[number];

/** `/admin/regular-tours/edit/{id}`: the tour, its departures (with yield) and its rates. */
export function TourEditPage({ tourId }: { tourId: number }) {
  const { t } = useTranslation('regular-tours');
  const { can } = usePermissions();
  const canManage = can('tours.manage');
  const tourQuery = useTour(tourId);
  const save = useSaveTour();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TTab = (TABS as readonly string[]).includes(requested ?? '')
    ? (requested as TTab)
    : 'tour';
  const tour = tourQuery.data;

  return (
    <Stack gap="md">
      <BackLink />
      {tourQuery.error ? (
        <Alert color="red" role="alert">
          {tourQuery.error.message}
        </Alert>
      ) : null}
      {tourQuery.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {tour ? (
        <>
          <div>
            <Group gap="sm">
              <Title order={1}>{tour.name}</Title>
              <TourStatusBadge status={tour.status} />
            </Group>
            <Text c="dimmed">
              {t('edit.intro', {
                code: tour.code,
                category: tour.categoryName,
                supplier: tour.supplierName,
              })}
            </Text>
            {can('content.manage|tours.view') ? (
              <Anchor component={Link} to={`/admin/content/tour/${tour.id}`} size="sm">
                {t('edit.contentLink')}
              </Anchor>
            ) : null}
          </div>
          <Tabs
            value={tab}
            keepMounted={false}
            onChange={(value) =>
              setSearchParams(value && value !== 'tour' ? { tab: value } : {}, { replace: true })
            }
          >
            <Tabs.List>
              <Tabs.Tab value="tour">{t('edit.tabs.tour')}</Tabs.Tab>
              <Tabs.Tab value="departures">{t('edit.tabs.departures')}</Tabs.Tab>
              <Tabs.Tab value="rates">{t('edit.tabs.rates')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="tour" pt="md">
              <WithOptions>
                {(options) => (
                  <TourForm
                    key={tour.updatedAt}
                    tour={tour}
                    options={options}
                    readOnly={!canManage}
                    submitLabel={t('form.save')}
                    notice={
                      tour.hasBookings ? <Alert color="blue">{t('edit.hasBookings')}</Alert> : null
                    }
                    onSubmit={async (body) => {
                      const saved = await save.mutateAsync({ id: tour.id, body });
                      notifications.show({
                        color: 'fern',
                        message: t('form.saved', { name: saved.name }),
                      });
                    }}
                  />
                )}
              </WithOptions>
            </Tabs.Panel>
            <Tabs.Panel value="departures" pt="md">
              <DeparturesPanel tour={tour} canManage={canManage} />
            </Tabs.Panel>
            <Tabs.Panel value="rates" pt="md">
              <SeasonsPanel tour={tour} canManage={canManage} />
            </Tabs.Panel>
          </Tabs>
        </>
      ) : null}
    </Stack>
  );
}
