import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplierRequestView,
  type TSupplierAnswerRequestInput,
  type TSupplierReconfirmRequest,
  type TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supplierRequestKeys } from './query-keys';
import { requestBasePath, type TRequestSource } from './request-source';

/** Confirm, decline (Unable), wait (On Request) or release (a cancel request). */
export function answerSupplierRequest(source: TRequestSource, answer: TSupplierAnswerRequestInput) {
  return api.post(`${requestBasePath(source)}/answer`, answer, { schema: ZSupplierRequestView });
}

/** The supplier reconfirms the service before travel. */
export function reconfirmSupplierRequest(source: TRequestSource, body: TSupplierReconfirmRequest) {
  return api.post(`${requestBasePath(source)}/reconfirm`, body, { schema: ZSupplierRequestView });
}

/** The answered request replaces the cached one; lists and the snapshot are read again. */
function storeAnsweredRequest(
  queryClient: QueryClient,
  source: TRequestSource,
  request: TSupplierRequestView,
) {
  queryClient.setQueryData(supplierRequestKeys.detail(source), request);
  void queryClient.invalidateQueries({ queryKey: supplierRequestKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: supplierRequestKeys.snapshot(source) });
}

export function useAnswerSupplierRequest(source: TRequestSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TSupplierAnswerRequestInput) => answerSupplierRequest(source, answer),
    onSuccess: (request) => storeAnsweredRequest(queryClient, source, request),
  });
}

export function useReconfirmSupplierRequest(source: TRequestSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSupplierReconfirmRequest) => reconfirmSupplierRequest(source, body),
    onSuccess: (request) => storeAnsweredRequest(queryClient, source, request),
  });
}
