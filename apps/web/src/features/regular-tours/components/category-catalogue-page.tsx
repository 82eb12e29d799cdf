import {
  Alert,
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useCategory } from '../api/admin-categories';
import { useTours } from '../api/admin-tours';
import { useTourLabels } from '../hooks/use-tour-labels';
import { tourPaths } from '../paths';
import { TourStatusBadge } from './tour-badges';
import { TourImage } from './tour-image';

/** `/admin/regular-tours/category-catalogue/{id}`: the tours of one category, as cards. */
export function CategoryCataloguePage({ categoryId }: { categoryId: number }) {
  const { t, i18n } = useTranslation('regular-tours');
  const labels = useTourLabels();
  const { page, setPage } = useListParams([] as const);
  const category = useCategory(categoryId);
  const tours = useTours({ page, q: '', categoryId: String(categoryId), brandId: '', status: '' });
  const rows = tours.data?.data ?? [];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={tourPaths.categories} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('catalogue.back')}
        </Group>
      </Anchor>
      {category.error ? (
        <Alert color="red" role="alert">
          {category.error.message}
        </Alert>
      ) : null}
      {category.data ? (
        <div>
          <Title order={1}>{category.data.name}</Title>
          <Text c="dimmed">{category.data.description || t('catalogue.intro')}</Text>
        </div>
      ) : null}
      {tours.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {tours.data && rows.length === 0 ? <Text>{t('catalogue.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {rows.map((tour) => (
          <Card key={tour.id} withBorder padding="md" component="article" aria-label={tour.name}>
            <Card.Section>
              <AspectRatio ratio={16 / 9}>
                <TourImage src={tour.firstImage} />
              </AspectRatio>
            </Card.Section>
            <Stack gap={6} mt="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h4">
                  {tour.name}
                </Title>
                <TourStatusBadge status={tour.status} />
              </Group>
              <Group gap={6}>
                <Badge variant="outline" color="gray">
                  {tour.code}
                </Badge>
                <Badge variant="light" color="gray">
                  {t('days', { count: tour.durationDays })}
                </Badge>
                <Badge variant="light">{labels.brand(tour.brandId)}</Badge>
              </Group>
              <Text size="sm">{t('catalogue.operator', { name: tour.supplierName })}</Text>
              <Text size="sm">
                {tour.nextDepartureDate
                  ? t('catalogue.next', {
                      date: formatDayMonthYear(tour.nextDepartureDate, i18n.language),
                    })
                  : t('catalogue.noDeparture')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('catalogue.departures', { count: tour.upcomingDepartureCount })} ·{' '}
                {t('list.seats', { sold: tour.upcomingSeatsSold, capacity: tour.upcomingCapacity })}
              </Text>
              <Group justify="flex-end">
                <Button
                  component={Link}
                  to={tourPaths.edit(tour.id)}
                  variant="light"
                  size="xs"
                  leftSection={<IconPencil size={14} />}
                  aria-label={t('catalogue.openFor', { name: tour.name })}
                >
                  {t('catalogue.open')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Pagination pagination={tours.data} onPageChange={setPage} disabled={tours.isFetching} />
    </Stack>
  );
}
