import { useQuery } from '@tanstack/react-query';
import { ZContentOptionsView } from '@portal/shared/contracts/content';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export function getContentOptions() {
  return api.get('/api/admin/content/options', { schema: ZContentOptionsView });
}

export function useContentOptions() {
  return useQuery({ queryKey: contentKeys.options(), queryFn: getContentOptions });
}
