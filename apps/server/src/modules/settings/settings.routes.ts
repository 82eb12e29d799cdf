import type { FastifyInstance } from 'fastify';
import { ZPublicSettings, ZVersionResponse } from '@portal/shared/contracts/settings';
import type { TConfig } from '../../config/env';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { settingsPolicy } from './settings.policy';
import { presentPublicSettings } from './settings.presenter';
import { getPublicSettingsData } from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance, config: TConfig): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/get-settings',
    {
      config: { access: settingsPolicy.getPublicSettings },
      schema: { response: { 200: ZPublicSettings } },
    },
    async () => presentPublicSettings(await getPublicSettingsData(app.db, config)),
  );

  routes.get(
    '/api/version',
    {
      config: { access: settingsPolicy.getVersion },
      schema: { response: { 200: ZVersionResponse } },
    },
    async (_request, reply) => {
      // Browsers poll this to notice a deploy; a cached answer would hide it.
      reply.header('cache-control', 'no-store');
      return { version: config.appVersion };
    },
  );
}
