import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContentOptionsView, type TContentOptions } from '@portal/shared/contracts/content';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export function saveContentOptions(options: TContentOptions) {
  return api.put('/api/admin/content/options', options, { schema: ZContentOptionsView });
}

/** New rules rescore every text: everything content-related reloads. */
export function useSaveContentOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentOptions,
    onSuccess: async (view) => {
      queryClient.setQueryData(contentKeys.options(), view);
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
