import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZPayableSuppliers } from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { payablesKeys } from './query-keys';

/**
 * Suppliers whose code or name matches, for the supplier pickers (finance's own supplier lookup:
 * an accountant need not see the catalogue). Inactive suppliers are included: one taken off sale
 * still bills its past services.
 */
export function getSupplierOptions(q: string) {
  return api.get('/api/admin/finance/suppliers', {
    query: { q: q || undefined },
    schema: ZPayableSuppliers,
  });
}

export function useSupplierOptions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: payablesKeys.suppliers(q),
    queryFn: () => getSupplierOptions(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The name of a supplier the address chose, when the first page of options lacks it. */
export function useSupplierName(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...payablesKeys.suppliers(''), 'one', id] as const,
    queryFn: async () => {
      const found = await api.get('/api/admin/finance/suppliers', {
        query: { id },
        schema: ZPayableSuppliers,
      });
      return found.data[0] ?? null;
    },
    enabled: enabled && id !== undefined,
    staleTime: 60_000,
  });
}
