import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZEditedService, ZEditedServicesSummary } from '@portal/shared/contracts/insights';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api, type TQueryParams } from '../../../lib/api-client';
import { EDITED_SERVICES_PAGE_SIZE, insightsKeys } from './query-keys';

const ZEditedServicesPage = zPaginated(ZEditedService);

export function getEditedServices(query: TQueryParams, page: number) {
  return api.get('/api/admin/insights/edited-services', {
    query: { ...query, page, per_page: EDITED_SERVICES_PAGE_SIZE },
    schema: ZEditedServicesPage,
  });
}

export function useEditedServices(query: TQueryParams, page: number) {
  return useQuery({
    queryKey: insightsKeys.editedServices({ ...query, page }),
    queryFn: () => getEditedServices(query, page),
    placeholderData: keepPreviousData,
  });
}

export function getEditedServicesSummary(query: TQueryParams) {
  return api.get('/api/admin/insights/edited-services/summary', {
    query,
    schema: ZEditedServicesSummary,
  });
}

export function useEditedServicesSummary(query: TQueryParams) {
  return useQuery({
    queryKey: insightsKeys.editedSummary(query),
    queryFn: () => getEditedServicesSummary(query),
    placeholderData: keepPreviousData,
  });
}
