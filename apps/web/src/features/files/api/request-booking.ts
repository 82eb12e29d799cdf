import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFileView, ZRequestBookingPreview } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { storeChangedFile } from './file-cache';
import { normaliseReference } from './query-keys';

function filePath(reference: string): string {
  return `/api/app/files/${encodeURIComponent(normaliseReference(reference))}`;
}

/** Every price and availability checked again; nothing is saved. */
export function previewRequestBooking(reference: string) {
  return api.post(`${filePath(reference)}/request-booking/preview`, undefined, {
    schema: ZRequestBookingPreview,
  });
}

export function usePreviewRequestBooking(reference: string) {
  return useMutation({ mutationFn: () => previewRequestBooking(reference) });
}

/**
 * Moves the quote to Requested. `expectedSellCents` is the total the agent accepted in the
 * preview: when prices moved since, the server answers 409 and changes nothing.
 */
export function requestBooking(
  reference: string,
  expectedSellCents: number | null,
  headers: Record<string, string> = {},
) {
  return api.post(
    `${filePath(reference)}/request-booking`,
    { expectedSellCents },
    { schema: ZFileView, headers },
  );
}

/**
 * Every try of one booking request carries the same Idempotency-Key, so a copy that reaches the
 * server twice (a double click, a retry) books once and both answers are the booking.
 */
export function useRequestBooking(reference: string) {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (expectedSellCents: number | null) =>
      requestBooking(reference, expectedSellCents, idempotencyKey.headers()),
    onSuccess: (file) => {
      idempotencyKey.renew();
      storeChangedFile(queryClient, file);
    },
  });
}

export function cancelFile(reference: string, headers: Record<string, string> = {}) {
  return api.post(`${filePath(reference)}/cancel`, undefined, { schema: ZFileView, headers });
}

/** Like the booking request: one Idempotency-Key per cancellation, so a double click cancels once. */
export function useCancelFile(reference: string) {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: () => cancelFile(reference, idempotencyKey.headers()),
    onSuccess: (file) => {
      idempotencyKey.renew();
      storeChangedFile(queryClient, file);
    },
  });
}
