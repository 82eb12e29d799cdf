import { useMutation } from '@tanstack/react-query';
import { ZStatementEmailed } from '@portal/shared/contracts/finance-reports';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';

export function emailStatement(
  args: { agencyId: number; asOf: string },
  headers: Record<string, string> = {},
) {
  return api.post(
    `/api/admin/finance/debtors/${args.agencyId}/statement/email`,
    { asOf: args.asOf },
    { schema: ZStatementEmailed, headers },
  );
}

/**
 * Emails one agency its statement. Every try of the same send (a retry after a time-out, a second
 * click) carries the same Idempotency-Key, so the agency gets one email; the key is replaced once
 * the server has queued it.
 */
export function useEmailStatement() {
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (args: { agencyId: number; asOf: string }) =>
      emailStatement(args, idempotencyKey.headers()),
    onSuccess: () => idempotencyKey.renew(),
  });
}
