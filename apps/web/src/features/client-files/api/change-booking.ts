import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAmendmentPreview, type TAmendBookingRequest } from '@portal/shared/contracts/amendments';
import { ZCancellationQuote } from '@portal/shared/contracts/cancellation';
import { ZAdminFileView } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { clientFileKeys, clientFilePath } from './query-keys';

/** The back office's changes to a booked file: amending its dates, the fees of cancelling it. */

export function previewClientFileAmendment(reference: string, request: TAmendBookingRequest) {
  return api.post(`/api/admin/files/${clientFilePath(reference)}/amendments/preview`, request, {
    schema: ZAmendmentPreview,
  });
}

/** One Idempotency-Key per amendment, so a copy that reaches the server twice amends once. */
export function useAmendClientFile(reference: string) {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: TAmendBookingRequest) =>
      api.post(`/api/admin/files/${clientFilePath(reference)}/amendments`, request, {
        schema: ZAdminFileView,
        headers: idempotencyKey.headers(),
      }),
    onSuccess: (file) => {
      idempotencyKey.renew();
      queryClient.setQueryData(clientFileKeys.file(reference), file);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: clientFileKeys.file(reference) }),
        queryClient.invalidateQueries({ queryKey: clientFileKeys.lists() }),
      ]);
    },
  });
}

/** What cancelling the booking today would cost, while a move to Cancellation is chosen. */
export function useClientFileCancellationQuote(reference: string, enabled: boolean) {
  return useQuery({
    queryKey: [...clientFileKeys.file(reference), 'cancellation'],
    queryFn: () =>
      api.get(`/api/admin/files/${clientFilePath(reference)}/cancellation`, {
        schema: ZCancellationQuote,
      }),
    enabled,
    staleTime: 0,
  });
}
