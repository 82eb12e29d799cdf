import { useMutation } from '@tanstack/react-query';
import {
  ZPublishNoticeResponse,
  type TPublishNoticeRequest,
} from '@portal/shared/contracts/realtime';
import { api } from '../../../lib/api-client';

export function publishNotice(body: TPublishNoticeRequest) {
  return api.post('/api/admin/notices', body, { schema: ZPublishNoticeResponse });
}

export function usePublishNotice({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: publishNotice, onSuccess });
}
