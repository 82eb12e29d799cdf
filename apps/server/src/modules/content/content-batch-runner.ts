import { randomUUID } from 'node:crypto';
import type { TContentOptions } from '@portal/shared/contracts/content';
import {
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  isContentLanguage,
  type TContentKind,
  type TContentLanguage,
} from '@portal/shared/domain/content-codes';
import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import type { TAppContext } from '../../app-context';
import { assessEntityField, loadContentOptions } from './content-assessment.service';
import {
  claimNextItem,
  completeBatchIfDone,
  countItemOutcome,
  failAbandonedItems,
  findActiveBatchIds,
  findBatchById,
  finishItem,
  markBatchRunning,
  type TContentBatchItemRow,
  type TContentBatchListRow,
} from './content-batches.repository';
import { ContentProviderError, type TContentProvider } from './content-provider';
import { factsOfField, fieldsOfEntity } from './content-source';
import { contentSourceOf } from './content-source-registry';
import { findContentTexts } from './content-store.repository';
import { insertSuggestions, supersedePendingSuggestions } from './content-suggestions.repository';
import { createContentProvider } from './create-content-provider';

/**
 * Works through processing batches in the background of the server process. Several workers (two
 * runs here, or several server instances) may work on one batch at once: each item is claimed by
 * a conditional update and its result written only while the claim holds, so an item is
 * processed once. A worker that dies leaves a claim that goes stale and is taken over.
 */

/** Longer than any item takes (a model's time-outs and retries for five languages included). */
export const STALE_CLAIM_MS = 15 * 60_000;
/** A claim taken over this many times means the item itself stops workers: it fails. */
export const MAX_ITEM_ATTEMPTS = 3;

export const ENTITY_GONE_MESSAGE = 'This entity no longer exists.';
export const ITEM_ABANDONED_MESSAGE =
  'The item stopped its workers several times and was given up.';
const UNEXPECTED_MESSAGE = 'The item could not be processed (see the server log).';

export interface TContentBatchRunner {
  /** The provider new batches of this server run with. */
  readonly providerName: TContentProvider['name'];
  /** Starts working on a batch in the background (no-op while this process already is). */
  start(batchId: number): void;
  /**
   * Works on every batch still queued or running that this process is not already on (the
   * scheduled job: picks up batches whose worker stopped). Answers how many items it processed.
   */
  resumeActive(): Promise<number>;
  /** Works on a batch until no item is left for this worker; answers how many it processed. */
  run(batchId: number): Promise<number>;
  /** Stops taking new items and waits for the runs in progress. */
  stop(): Promise<void>;
}

export function createContentBatchRunner(
  ctx: TAppContext,
  provider: TContentProvider,
): TContentBatchRunner {
  const { db, clock, log } = ctx;
  const inFlight = new Map<number, Promise<number>>();
  let isStopping = false;

  function publish(batch: TContentBatchListRow | null): void {
    if (!batch) return;
    ctx
      .broadcaster()
      .broadcast(BACKOFFICE_CHANNEL, 'content.batch-progress', {
        batchId: batch.id,
        status: batch.status,
        total: batch.total,
        done: batch.done,
        failed: batch.failed,
        changedAt: clock.now().toISOString(),
      })
      .catch((error: unknown) => log.warn({ err: error }, 'content: progress push failed'));
  }

  async function recordFailure(item: TContentBatchItemRow, token: string, message: string) {
    await db.transaction(async (tx) => {
      const at = clock.now();
      if (!(await finishItem(tx, { itemId: item.id, token, at, error: message }))) return;
      await countItemOutcome(tx, item.batchId, { done: 0, failed: 1, error: message });
    });
  }

  async function processItem(
    batch: TContentBatchListRow,
    item: TContentBatchItemRow,
    token: string,
    options: TContentOptions,
  ): Promise<void> {
    const kind = CONTENT_KINDS.find((candidate) => candidate === item.entityKind);
    const source = kind ? contentSourceOf(kind as TContentKind) : null;
    const entity = source ? await source.findEntity(db, item.entityId) : null;
    // A tour whose itinerary got shorter no longer has the day the item was made for.
    const field =
      source && entity
        ? fieldsOfEntity(source, entity).find((candidate) => candidate === item.field)
        : undefined;
    if (!source || !entity || !field) {
      await recordFailure(item, token, ENTITY_GONE_MESSAGE);
      return;
    }
    const texts = (await findContentTexts(db, source.kind, [item.entityId])).filter(
      (text) => text.field === field,
    );
    const assessment = assessEntityField(entity, texts, field, options);
    const languages = batch.languages.filter(isContentLanguage);
    const current = Object.fromEntries(
      CONTENT_LANGUAGES.map((language) => [
        language,
        texts.find((text) => text.language === language) ?? null,
      ]),
    ) as Record<TContentLanguage, (typeof texts)[number] | null>;

    let suggestions;
    try {
      suggestions = await provider.suggest({
        kind: source.kind,
        entityId: entity.entityId,
        code: entity.code,
        name: entity.name,
        field,
        texts: Object.fromEntries(
          CONTENT_LANGUAGES.map((language) => [language, current[language]?.text ?? '']),
        ) as Record<TContentLanguage, string>,
        facts: factsOfField(entity, field),
        findings: assessment.findings.filter((finding) => languages.includes(finding.language)),
        languages,
        options,
      });
    } catch (error) {
      if (!(error instanceof ContentProviderError)) {
        log.error({ err: error, batchId: batch.id, itemId: item.id }, 'content: item failed');
      }
      await recordFailure(
        item,
        token,
        error instanceof ContentProviderError ? error.message : UNEXPECTED_MESSAGE,
      );
      return;
    }

    await db.transaction(async (tx) => {
      const at = clock.now();
      // Claim lost (taken over after going stale): the other worker's result counts.
      if (!(await finishItem(tx, { itemId: item.id, token, at, error: null }))) return;
      for (const suggestion of suggestions) {
        await supersedePendingSuggestions(tx, {
          kind: source.kind,
          entityId: item.entityId,
          field,
          language: suggestion.language,
        });
      }
      await insertSuggestions(
        tx,
        suggestions.map((suggestion) => ({
          batchId: batch.id,
          itemId: item.id,
          entityKind: source.kind,
          entityId: item.entityId,
          field,
          language: suggestion.language,
          type: suggestion.type,
          provider: provider.name,
          baseText: current[suggestion.language]?.text ?? '',
          baseVersion: current[suggestion.language]?.version ?? 0,
          suggestedText: suggestion.text,
          changes: suggestion.changes,
          createdAt: at,
        })),
      );
      await countItemOutcome(tx, batch.id, { done: 1, failed: 0, error: null });
    });
  }

  async function run(batchId: number): Promise<number> {
    await markBatchRunning(db, batchId, clock.now());
    const options = await loadContentOptions(db);
    let processed = 0;
    while (!isStopping) {
      const batch = await findBatchById(db, batchId);
      if (!batch || batch.status !== 'running') break;
      const now = clock.now();
      const token = randomUUID();
      const item = await claimNextItem(db, {
        batchId,
        token,
        at: now,
        staleBefore: new Date(now.getTime() - STALE_CLAIM_MS),
        maxAttempts: MAX_ITEM_ATTEMPTS,
      });
      if (!item) break;
      await processItem(batch, item, token, options);
      processed += 1;
      publish(await findBatchById(db, batchId));
    }
    const at = clock.now();
    const abandoned = await db.transaction(async (tx) => {
      const count = await failAbandonedItems(tx, {
        batchId,
        at,
        staleBefore: new Date(at.getTime() - STALE_CLAIM_MS),
        maxAttempts: MAX_ITEM_ATTEMPTS,
        error: ITEM_ABANDONED_MESSAGE,
      });
      if (count > 0) {
        await countItemOutcome(tx, batchId, {
          done: 0,
          failed: count,
          error: ITEM_ABANDONED_MESSAGE,
        });
      }
      return count;
    });
    if ((await completeBatchIfDone(db, batchId, at)) || abandoned > 0) {
      publish(await findBatchById(db, batchId));
    }
    return processed;
  }

  return {
    providerName: provider.name,
    start(batchId) {
      if (isStopping || inFlight.has(batchId)) return;
      const running = run(batchId)
        .catch((error: unknown) => {
          log.error({ err: error, batchId }, 'content: batch run failed');
          return 0;
        })
        .finally(() => inFlight.delete(batchId));
      inFlight.set(batchId, running);
    },
    run,
    async resumeActive() {
      let processed = 0;
      for (const batchId of await findActiveBatchIds(db)) {
        if (isStopping || inFlight.has(batchId)) continue;
        const running = run(batchId);
        inFlight.set(batchId, running);
        try {
          processed += await running;
        } finally {
          inFlight.delete(batchId);
        }
      }
      return processed;
    },
    async stop() {
      isStopping = true;
      await Promise.all(inFlight.values());
    },
  };
}

const runners = new WeakMap<TAppContext, TContentBatchRunner>();

/** The one runner of an app (its routes start batches, its scheduled job resumes them). */
export function contentBatchRunnerOf(ctx: TAppContext): TContentBatchRunner {
  let runner = runners.get(ctx);
  if (!runner) {
    runner = createContentBatchRunner(ctx, createContentProvider(ctx.config));
    runners.set(ctx, runner);
  }
  return runner;
}
