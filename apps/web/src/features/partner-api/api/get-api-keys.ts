import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZApiKeyList } from '@portal/shared/contracts/partner-api';
import { api } from '../../../lib/api-client';
import { partnerApiKeys } from './query-keys';

/** The agency's API keys, live and revoked (a handful: the list is not paginated). */
export function getApiKeys() {
  return api.get('/api/app/api-keys', { schema: ZApiKeyList });
}

export function getApiKeysQueryOptions() {
  return queryOptions({ queryKey: partnerApiKeys.apiKeys(), queryFn: getApiKeys });
}

export function useApiKeys() {
  return useQuery(getApiKeysQueryOptions());
}
