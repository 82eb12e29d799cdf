import Pusher from 'pusher';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type {
  TChannelAuthResponse,
  TRealtimeUserInfo,
  TUserAuthResponse,
} from '@portal/shared/contracts/realtime';
import type { TChannelDecision, TChannelPolicy } from '@portal/shared/domain/realtime-channels';
import type { TRealtimeConfig } from './realtime.config';

/**
 * Answers POST /broadcasting/auth and /broadcasting/user-auth: asks the channel policy whether
 * the signed-in user may join, then signs with the pusher SDK. The built-in hub verifies those
 * signatures with the same key and secret, so one code path serves both drivers.
 */

export type TChannelAuthOutcome =
  | { ok: true; body: TChannelAuthResponse }
  | { ok: false; reason: 'public-channel' }
  | { ok: false; reason: Exclude<TChannelDecision, { allowed: true }>['reason']; error?: unknown };

export type TUserAuthOutcome =
  { ok: true; body: TUserAuthResponse } | { ok: false; reason: 'not-signed-in' };

export interface TRealtimeAuthService {
  authorizeChannel(
    user: TSessionUser | null,
    socketId: string,
    channelName: string,
  ): Promise<TChannelAuthOutcome>;
  authenticateUser(user: TSessionUser | null, socketId: string): TUserAuthOutcome;
}

/** Pusher user ids are strings; ours are the users table's ids. */
export function realtimeUserId(user: Pick<TSessionUser, 'id'>): string {
  return String(user.id);
}

/** What other members of a presence channel see: a name and a kind, no contact details. */
export function realtimeUserInfo(user: Pick<TSessionUser, 'name' | 'kind'>): TRealtimeUserInfo {
  return { name: user.name, kind: user.kind };
}

/** A signer that never calls the network: only key and secret matter for signatures. */
export function createSigner(config: TRealtimeConfig): Pusher {
  return new Pusher({
    appId: config.driver === 'pusher' ? config.appId : 'builtin',
    key: config.appKey,
    secret: config.appSecret,
    cluster: config.driver === 'pusher' ? config.cluster : 'mt1',
  });
}

export function createRealtimeAuthService(deps: {
  config: TRealtimeConfig;
  policy: TChannelPolicy;
}): TRealtimeAuthService {
  const signer = createSigner(deps.config);

  return {
    async authorizeChannel(user, socketId, channelName) {
      const decision = await deps.policy.authorize(user, channelName);
      if (!decision.allowed) {
        return decision.reason === 'check-failed'
          ? { ok: false, reason: decision.reason, error: decision.error }
          : { ok: false, reason: decision.reason };
      }
      const { channel } = decision;
      if (channel.visibility === 'public') return { ok: false, reason: 'public-channel' };
      // The policy never allows a private channel without a user; this narrows the type.
      if (!user) return { ok: false, reason: 'not-signed-in' };
      const body =
        channel.visibility === 'presence'
          ? signer.authorizeChannel(socketId, channel.name, {
              user_id: realtimeUserId(user),
              user_info: realtimeUserInfo(user),
            })
          : signer.authorizeChannel(socketId, channel.name);
      return { ok: true, body };
    },

    authenticateUser(user, socketId) {
      if (!user) return { ok: false, reason: 'not-signed-in' };
      const body = signer.authenticateUser(socketId, {
        id: realtimeUserId(user),
        user_info: realtimeUserInfo(user),
      });
      return { ok: true, body };
    },
  };
}
