import type {
  TAdminPrize,
  TPrizeClaim,
  TPrizeClaimCsvQuery,
  TPrizeClaimQuery,
  TPrizeCsvQuery,
  TPrizeListQuery,
  TPrizeUpdateRequest,
  TPrizeWriteRequest,
} from '@portal/shared/contracts/prizes';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { TExecutor } from '../../db/database';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { writeEnglishText } from '../content/content-store.repository';
import { presentAdminPrize, presentPrizeClaim } from './prizes.presenter';
import {
  findClaimsPage,
  findPrizesPage,
  findPrizeWithCount,
  insertPrize,
  lockPrize,
  updatePrize,
} from './prizes.repository';

/** Most rows one CSV export carries; narrow the filters for more. */
export const PRIZES_CSV_LIMIT = 10_000;

export const PRIZE_NOT_FOUND = 'Prize not found.';

export function stockMovedMessage(stock: number): string {
  return `Travellers claimed this prize while you were editing it: ${stock} left now. Check the stock and save again.`;
}

/**
 * The prize form's name and description are the English of the content store, where they are
 * translated for travellers (prizes.content-source.ts); the same text again writes no version.
 */
async function writeEnglishTexts(
  executor: TExecutor,
  actor: TAuditActor,
  prizeId: number,
  texts: { name: string; description: string },
  at: Date,
): Promise<void> {
  const author = { userId: actor.userId, label: actor.label };
  const key = { kind: 'prize', entityId: prizeId } as const;
  await writeEnglishText(executor, { ...key, field: 'name' }, texts.name, author, at);
  await writeEnglishText(executor, { ...key, field: 'description' }, texts.description, author, at);
}

/** Prizes and their stock, and the travellers' claims; every write audited. */
export function createPrizesService(ctx: TAppContext) {
  const { db } = ctx;

  async function prizeView(id: number): Promise<TAdminPrize> {
    const row = await findPrizeWithCount(db, id);
    if (!row) throw new AppError('NOT_FOUND', PRIZE_NOT_FOUND);
    return presentAdminPrize(row);
  }

  return {
    /** One page of the prizes, with how often each was chosen. */
    async listPrizes(query: TPrizeListQuery) {
      const { page, per_page: perPage, ...filter } = query;
      return findPrizesPage(db, filter, { limit: perPage, offset: (page - 1) * perPage });
    },

    async exportPrizes(filter: TPrizeCsvQuery): Promise<TAdminPrize[]> {
      const { rows } = await findPrizesPage(db, filter, { limit: PRIZES_CSV_LIMIT, offset: 0 });
      return rows.map(presentAdminPrize);
    },

    async createPrize(actor: TAuditActor, body: TPrizeWriteRequest): Promise<TAdminPrize> {
      const at = ctx.clock.now();
      const created = await db.transaction(async (tx) => {
        const row = await insertPrize(tx, { ...body, createdAt: at, updatedAt: at });
        await writeEnglishTexts(tx, actor, row.id, body, at);
        await recordAudit(tx, actor, {
          action: 'prize.created',
          entityType: 'prize',
          entityId: row.id,
          detail: { name: body.name, stock: body.stock, active: body.active },
          at,
        });
        return row;
      });
      return prizeView(created.id);
    },

    /**
     * Changes a prize. The row is locked, so a traveller's claim waits for the edit (or the edit
     * for the claim); `expectedStock` catches an edit started before claims moved the stock.
     */
    async updatePrize(
      actor: TAuditActor,
      id: number,
      body: TPrizeUpdateRequest,
    ): Promise<TAdminPrize> {
      const at = ctx.clock.now();
      const { expectedStock, ...values } = body;
      await db.transaction(async (tx) => {
        const before = await lockPrize(tx, id);
        if (!before) throw new AppError('NOT_FOUND', PRIZE_NOT_FOUND);
        if (expectedStock !== undefined && expectedStock !== before.stock) {
          throw new AppError('CONFLICT', stockMovedMessage(before.stock), {
            errors: { stock: [stockMovedMessage(before.stock)] },
          });
        }
        await updatePrize(tx, id, { ...values, updatedAt: at });
        await writeEnglishTexts(tx, actor, id, values, at);
        await recordAudit(tx, actor, {
          action: 'prize.updated',
          entityType: 'prize',
          entityId: id,
          detail: {
            before: { name: before.name, stock: before.stock, active: before.active },
            after: { name: values.name, stock: values.stock, active: values.active },
          },
          at,
        });
      });
      return prizeView(id);
    },

    /** One page of the travellers' claims. */
    async listClaims(query: TPrizeClaimQuery) {
      const { page, per_page: perPage, ...filter } = query;
      return findClaimsPage(db, filter, { limit: perPage, offset: (page - 1) * perPage });
    },

    async exportClaims(filter: TPrizeClaimCsvQuery): Promise<TPrizeClaim[]> {
      const { rows } = await findClaimsPage(db, filter, { limit: PRIZES_CSV_LIMIT, offset: 0 });
      return rows.map(presentPrizeClaim);
    },
  };
}
