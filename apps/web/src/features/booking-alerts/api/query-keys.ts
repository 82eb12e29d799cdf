export interface TBookingAlertFilter {
  state: 'open' | 'resolved' | 'all';
  q: string;
  page: number;
}

export const bookingAlertKeys = {
  all: ['booking-alerts'] as const,
  lists: () => [...bookingAlertKeys.all, 'list'] as const,
  list: (filter: TBookingAlertFilter) => [...bookingAlertKeys.lists(), filter] as const,
};

export const BOOKING_ALERTS_PAGE_SIZE = 20;
