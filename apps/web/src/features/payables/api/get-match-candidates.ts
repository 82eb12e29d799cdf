import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZPayableMatchCandidates } from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { payablesKeys } from './query-keys';

/** The supplier's unmatched expected lines one line of its invoice may be matched to. */
export function getMatchCandidates(invoiceId: number, lineId: number, fileReference: string) {
  return api.get(`/api/admin/finance/supplier-invoices/${invoiceId}/lines/${lineId}/candidates`, {
    query: { fileReference: fileReference.trim() || undefined },
    schema: ZPayableMatchCandidates,
  });
}

export function useMatchCandidates(
  invoiceId: number,
  lineId: number,
  fileReference: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: payablesKeys.candidates(invoiceId, lineId, fileReference.trim()),
    queryFn: () => getMatchCandidates(invoiceId, lineId, fileReference),
    placeholderData: keepPreviousData,
    enabled,
  });
}
