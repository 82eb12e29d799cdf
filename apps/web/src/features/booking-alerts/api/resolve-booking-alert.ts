import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBookingAlert } from '@portal/shared/contracts/supplier-requests';
import { api } from '../../../lib/api-client';
import { bookingAlertKeys } from './query-keys';

/** Marks an alert as dealt with; it leaves the open list. */
export function resolveBookingAlert(alertId: number) {
  return api.post(`/api/admin/booking-alerts/${alertId}/resolve`, undefined, {
    schema: ZBookingAlert,
  });
}

export function useResolveBookingAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveBookingAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingAlertKeys.all }),
  });
}
