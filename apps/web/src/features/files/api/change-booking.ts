import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAmendmentPreview, type TAmendBookingRequest } from '@portal/shared/contracts/amendments';
import { ZCancellationQuote } from '@portal/shared/contracts/cancellation';
import { ZFileView } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { storeChangedFile } from './file-cache';
import { fileKeys, normaliseReference } from './query-keys';

/** Changes to a booking once it is booked: amending its dates, the fees of cancelling it. */

function filePath(reference: string): string {
  return `/api/app/files/${encodeURIComponent(normaliseReference(reference))}`;
}

/** What moving the booking to `travelDate` would change; nothing is saved. */
export function previewAmendment(reference: string, request: TAmendBookingRequest) {
  return api.post(`${filePath(reference)}/amendments/preview`, request, {
    schema: ZAmendmentPreview,
  });
}

/**
 * Moves the booking. One Idempotency-Key per amendment, so a copy that reaches the server twice
 * amends once; the file's invoices are fetched again (the difference was invoiced or credited).
 */
export function useAmendBooking(reference: string) {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: TAmendBookingRequest) =>
      api.post(`${filePath(reference)}/amendments`, request, {
        schema: ZFileView,
        headers: idempotencyKey.headers(),
      }),
    onSuccess: async (file) => {
      idempotencyKey.renew();
      await storeChangedFile(queryClient, file);
      await queryClient.invalidateQueries({ queryKey: fileKeys.detail(file.reference) });
    },
  });
}

/** What cancelling the booking today would cost, while the cancel dialog is open. */
export function useCancellationQuote(reference: string, enabled: boolean) {
  return useQuery({
    queryKey: [...fileKeys.detail(reference), 'cancellation'],
    queryFn: () => api.get(`${filePath(reference)}/cancellation`, { schema: ZCancellationQuote }),
    enabled,
    staleTime: 0,
  });
}
