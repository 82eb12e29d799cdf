import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZPublishNoticeResponse,
  type TPublishNoticeRequest,
} from '@portal/shared/contracts/realtime';
import { api } from '../../../lib/api-client';
import { noticesKeys } from './get-published-notices';

export function publishNotice(body: TPublishNoticeRequest) {
  return api.post('/api/admin/notices', body, { schema: ZPublishNoticeResponse });
}

/** Publishes a notice; the list of notices sent then shows it. */
export function usePublishNotice({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishNotice,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: noticesKeys.all });
      onSuccess?.();
    },
  });
}
