import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ZVersionResponse } from '@portal/shared/contracts/settings';
import {
  SETTINGS_SECTIONS,
  SETTINGS_SECTION_SCHEMAS,
  zSettingsSectionResponse,
  type TSettingsSection,
  type TSettingsValue,
} from '@portal/shared/contracts/settings-sections';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf } from '../../lib/request-user';
import { createSettingsAdminService } from './settings.admin.service';
import { settingsPolicy } from './settings.policy';
import { createBrandsReader, createPublicSettingsAnswer } from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  const readBrands = createBrandsReader(ctx.db);

  const publicSettingsAnswer = createPublicSettingsAnswer(ctx.settings, config, readBrands);
  routes.get(
    '/api/get-settings',
    // No response schema: the answer is checked against ZPublicSettings when its text is built.
    { config: { access: settingsPolicy.getPublicSettings } },
    async (_request, reply) => {
      // Read on every page load: a cached copy would hide a change the admins just made.
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
      return reply.send(await publicSettingsAnswer());
    },
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

  const admin = createSettingsAdminService(ctx);
  // One route pair per section, so each PUT validates its body with its own contract.
  for (const section of SETTINGS_SECTIONS) registerSection(section);

  function registerSection(section: TSettingsSection): void {
    const response: z.ZodType = zSettingsSectionResponse(section);
    const body: z.ZodType = SETTINGS_SECTION_SCHEMAS[section];
    const url = `/api/admin/settings/${section}`;
    const access = settingsPolicy.manage(section);
    routes.get(url, { config: { access }, schema: { response: { 200: response } } }, async () =>
      admin.getSection(section),
    );
    routes.put(
      url,
      {
        config: { access },
        schema: { body, response: { 200: response } },
      },
      // The body passed this section's own contract above.
      async (request) =>
        admin.updateSection(auditActorOf(request), section, request.body as TSettingsValue<never>),
    );
  }
}
