import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import {
  ZChangePasswordRequest,
  ZMessageResponse,
  ZUpdateProfileRequest,
} from '@portal/shared/contracts/auth';
import { ZProfileResponse, ZUserPreferences } from '@portal/shared/contracts/profile';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { presentSessionUser } from '../users/users.presenter';
import { profilePolicy } from './profile.policy';
import {
  changePassword,
  getPreferences,
  getProfile,
  PASSWORD_CHANGED_MESSAGE,
  updatePreferences,
  updateProfile,
} from './profile.service';

/** The access guard has run, so a signed-in user is certain here. */
function actorOf(request: FastifyRequest): TSessionUser {
  if (!request.sessionUser) throw new Error('profile route reached without a signed-in user');
  return request.sessionUser;
}

export function registerProfileRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/profile',
    {
      config: { access: profilePolicy.view },
      schema: { response: { 200: ZProfileResponse } },
    },
    async (request) => ({ user: presentSessionUser(await getProfile(ctx, actorOf(request))) }),
  );

  routes.patch(
    '/api/profile',
    {
      config: { access: profilePolicy.update },
      schema: { body: ZUpdateProfileRequest, response: { 200: ZProfileResponse } },
    },
    async (request) => {
      const user = await updateProfile(ctx, actorOf(request), request.body, { ip: request.ip });
      return { user: presentSessionUser(user) };
    },
  );

  routes.get(
    '/api/profile/preferences',
    {
      config: { access: profilePolicy.view },
      schema: { response: { 200: ZUserPreferences } },
    },
    async (request) => getPreferences(ctx, actorOf(request)),
  );

  routes.put(
    '/api/profile/preferences',
    {
      config: { access: profilePolicy.update },
      schema: { body: ZUserPreferences, response: { 200: ZUserPreferences } },
    },
    async (request) => updatePreferences(ctx, actorOf(request), request.body, { ip: request.ip }),
  );

  routes.put(
    '/api/profile/password',
    {
      config: { access: profilePolicy.changePassword },
      schema: { body: ZChangePasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await changePassword(ctx, actorOf(request), request.body, {
        ip: request.ip,
        sessionId: request.authSession?.id ?? null,
      });
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
}
