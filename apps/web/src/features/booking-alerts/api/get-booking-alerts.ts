import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { ZBookingAlert } from '@portal/shared/contracts/supplier-requests';
import { api } from '../../../lib/api-client';
import { BOOKING_ALERTS_PAGE_SIZE, bookingAlertKeys, type TBookingAlertFilter } from './query-keys';

const ZBookingAlertPage = zPaginated(ZBookingAlert);

/** Back-office alerts: a supplier declined, a request went unanswered past its reminders. */
export function getBookingAlerts({ state, q, page }: TBookingAlertFilter) {
  return api.get('/api/admin/booking-alerts', {
    query: { state, q: q.trim() || undefined, page, per_page: BOOKING_ALERTS_PAGE_SIZE },
    schema: ZBookingAlertPage,
  });
}

export function getBookingAlertsQueryOptions(filter: TBookingAlertFilter) {
  return queryOptions({
    queryKey: bookingAlertKeys.list(filter),
    queryFn: () => getBookingAlerts(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useBookingAlerts(filter: TBookingAlertFilter) {
  return useQuery(getBookingAlertsQueryOptions(filter));
}
