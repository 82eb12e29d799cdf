import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZRatesImportResponse,
  type TRatesImportRequest,
} from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { rateKeys } from './query-keys';

/** Always answers 200 with a report; nothing is written when any row is bad. */
export function importRates(body: TRatesImportRequest) {
  return api.post('/api/admin/rates/import', body, { schema: ZRatesImportResponse });
}

export function useImportRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRates,
    onSuccess: (report) => {
      if (report.imported > 0) void queryClient.invalidateQueries({ queryKey: rateKeys.all });
    },
  });
}
