import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZSavedView,
  ZSavedViewList,
  type TCreateSavedViewRequest,
} from '@portal/shared/contracts/files-admin';
import { api } from '../../../lib/api-client';
import { clientFileKeys } from './query-keys';

const SCREEN = 'client-files';

export function getSavedViews() {
  return api.get('/api/admin/saved-views', { query: { screen: SCREEN }, schema: ZSavedViewList });
}

export function useSavedViews() {
  return useQuery({ queryKey: clientFileKeys.savedViews(SCREEN), queryFn: getSavedViews });
}

export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TCreateSavedViewRequest, 'screen'>) =>
      api.post('/api/admin/saved-views', { ...body, screen: SCREEN }, { schema: ZSavedView }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientFileKeys.savedViews(SCREEN) }),
  });
}

export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/saved-views/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientFileKeys.savedViews(SCREEN) }),
  });
}
