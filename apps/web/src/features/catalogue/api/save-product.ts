import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ZCreateProductRequest,
  ZUpdateProductRequest,
} from '@portal/shared/contracts/catalogue';
import { ZProductListItem } from '@portal/shared/contracts/catalogue-api';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export type TCreateProductBody = z.input<typeof ZCreateProductRequest>;
export type TUpdateProductBody = z.input<typeof ZUpdateProductRequest>;

export function createProduct(body: TCreateProductBody) {
  return api.post('/api/admin/products', body, { schema: ZProductListItem });
}

export function updateProduct({ id, body }: { id: number; body: TUpdateProductBody }) {
  return api.patch(`/api/admin/products/${id}`, body, { schema: ZProductListItem });
}

/** Creates a product (no id) or updates one; the supplier's product list reloads either way. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCreateProductBody }) =>
      id === null ? createProduct(body) : updateProduct({ id, body }),
    onSuccess: (product) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.supplier(product.supplierId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.products() }),
      ]),
  });
}
