import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplierAttachment } from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { CATALOGUE_PAGE_SIZE, catalogueKeys } from './query-keys';

const ZAttachmentPage = zPaginated(ZSupplierAttachment);

export interface TAttachmentFilter {
  /** One supplier's documents; every supplier's without it. */
  supplierId?: number | undefined;
  page: number;
  kind: string;
}

export function getAttachments({ supplierId, page, kind }: TAttachmentFilter) {
  return api.get('/api/admin/supplier-attachments', {
    query: { supplierId, page, per_page: CATALOGUE_PAGE_SIZE, kind: kind || undefined },
    schema: ZAttachmentPage,
  });
}

export function getAttachmentsQueryOptions(filter: TAttachmentFilter) {
  return queryOptions({
    queryKey: catalogueKeys.attachmentList(filter),
    queryFn: () => getAttachments(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** Supplier documents (one supplier's or all), a page at a time. */
export function useAttachments(filter: TAttachmentFilter) {
  return useQuery(getAttachmentsQueryOptions(filter));
}
