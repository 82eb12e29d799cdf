import type { TLoginRequest, TLoginResponse } from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/login. Used by the light sign-in entry too, so nothing here may pull in the main
 * app's libraries (docs/decisions/012-front-end-budgets.md). The answer is unchecked on this side:
 * the server checks it against ZLoginResponse before sending it.
 */
export function login(body: TLoginRequest) {
  return api.post<TLoginResponse>('/api/auth/login', body);
}
