import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSessionUser } from '@portal/shared/contracts/auth';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const ZProfileResponse = z.object({ user: ZSessionUser });

export const profileQueryKey = ['profile'] as const;

export function getProfile() {
  return api.get('/api/profile', { schema: ZProfileResponse });
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
