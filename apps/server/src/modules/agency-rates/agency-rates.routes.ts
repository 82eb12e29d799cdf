import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { sessionUserOf } from '../../lib/request-user';
import { buildAgencyRatesCsv } from './agency-rates.service';

/** Every agent may download their own agency's rate sheet (SPEC section 2, "download rates"). */
export const agencyRatesPolicy = { download: requireUser('agent') };

export function registerAgencyRatesRoutes(app: FastifyInstance, ctx: TAppContext): void {
  app.get(
    '/api/app/rates.csv',
    {
      config: {
        access: agencyRatesPolicy.download,
        // The whole sheet is built per call; nobody needs it more than a few times a minute.
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await buildAgencyRatesCsv(ctx, sessionUserOf(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
