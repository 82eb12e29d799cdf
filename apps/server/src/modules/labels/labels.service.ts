import type {
  TFileLabels,
  TLabelCsvQuery,
  TLabelListQuery,
  TLabelRequest,
} from '@portal/shared/contracts/labels';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors';
import type { TFilesLive } from '../files/files.live';
import { findFileByReference, type TFileRow } from '../files/files.repository';
import { lockFile, recordFileEvents } from '../files/commands/within-transaction';
import {
  deleteLabel,
  findAllLabels,
  findFileLabels,
  findLabelById,
  findLabelByName,
  findLabelsByIds,
  findLabelsPage,
  insertLabel,
  replaceFileLabels,
  updateLabel,
  type TLabelWithCount,
} from './labels.repository';
import { presentFileLabels } from './labels.presenter';

const BACK_OFFICE = { agencyId: null } as const;

function labelNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Label not found.');
}

function fileNotFound(): AppError {
  return new AppError('NOT_FOUND', 'File not found.');
}

function duplicateName(): AppError {
  return AppError.invalidField('name', 'A label with this name already exists');
}

/** Labels (CRUD) and the labels a file carries. */
export function createLabelsService(ctx: TAppContext, live: TFilesLive) {
  const { db } = ctx;

  async function checkNameFree(name: string, selfId: number | null): Promise<void> {
    const holder = await findLabelByName(db, name);
    if (holder && holder.id !== selfId) throw duplicateName();
  }

  async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'labels_name_key')) throw duplicateName();
      throw error;
    }
  }

  async function getLabel(id: number): Promise<TLabelWithCount> {
    const label = await findLabelById(db, id);
    if (!label) throw labelNotFound();
    return label;
  }

  return {
    getLabel,

    listLabels(query: TLabelListQuery) {
      return findLabelsPage(db, { q: query.q, page: query.page, perPage: query.per_page });
    },

    exportLabels(query: TLabelCsvQuery) {
      return findAllLabels(db, { q: query.q });
    },

    async createLabel(actor: TAuditActor, input: TLabelRequest): Promise<TLabelWithCount> {
      await checkNameFree(input.name, null);
      const at = ctx.clock.now();
      const id = await withUniqueName(() =>
        db.transaction(async (tx) => {
          const newId = await insertLabel(tx, input, at);
          await recordAudit(tx, actor, {
            action: 'label.created',
            entityType: 'label',
            entityId: newId,
            detail: { ...input },
            at,
          });
          return newId;
        }),
      );
      return getLabel(id);
    },

    async updateLabel(
      actor: TAuditActor,
      id: number,
      input: TLabelRequest,
    ): Promise<TLabelWithCount> {
      const before = await getLabel(id);
      await checkNameFree(input.name, id);
      const at = ctx.clock.now();
      await withUniqueName(() =>
        db.transaction(async (tx) => {
          await updateLabel(tx, id, input, at);
          await recordAudit(tx, actor, {
            action: 'label.updated',
            entityType: 'label',
            entityId: id,
            detail: {
              before: { name: before.name, colour: before.colour, description: before.description },
              after: { ...input },
            },
            at,
          });
        }),
      );
      return getLabel(id);
    },

    async deleteLabel(actor: TAuditActor, id: number): Promise<void> {
      const label = await getLabel(id);
      const at = ctx.clock.now();
      await db.transaction(async (tx) => {
        await deleteLabel(tx, id);
        await recordAudit(tx, actor, {
          action: 'label.deleted',
          entityType: 'label',
          entityId: id,
          detail: { name: label.name, fileCount: label.fileCount },
          at,
        });
      });
    },

    async getFileLabels(reference: string): Promise<TFileLabels> {
      const file = await findFileByReference(db, reference, BACK_OFFICE);
      if (!file) throw fileNotFound();
      return presentFileLabels(file.reference, await findFileLabels(db, file.id));
    },

    /**
     * Replaces the labels of a file: the file row is locked, the change is audited and recorded
     * as a file event, and whoever has the file open is told.
     */
    async setFileLabels(
      user: TSessionUser,
      actor: TAuditActor,
      reference: string,
      labelIds: readonly number[],
    ): Promise<TFileLabels> {
      const known = await findLabelsByIds(db, labelIds);
      const missing = labelIds.find((id) => !known.some((label) => label.id === id));
      if (missing !== undefined) {
        throw AppError.invalidField('labelIds', `Label ${missing} does not exist`);
      }
      const write = () =>
        db.transaction(async (tx) => {
          const file: TFileRow | null = await lockFile(tx, reference, BACK_OFFICE);
          if (!file) throw fileNotFound();
          const before = await findFileLabels(tx, file.id);
          const at = ctx.clock.now();
          await replaceFileLabels(tx, file.id, labelIds, { userId: user.id, at });
          const after = await findFileLabels(tx, file.id);
          const added = after.filter((label) => !before.some((old) => old.id === label.id));
          const removed = before.filter((label) => !after.some((now) => now.id === label.id));
          const changed = added.length > 0 || removed.length > 0;
          if (changed) {
            const detail = {
              labels: after.map((label) => label.name),
              added: added.map((label) => label.name),
              removed: removed.map((label) => label.name),
            };
            await recordFileEvents(tx, [
              {
                fileId: file.id,
                action: 'file.updated',
                detail,
                actorKind: user.kind,
                actorUserId: user.id,
                actorName: user.name,
                createdAt: at,
              },
            ]);
            await recordAudit(tx, actor, {
              action: 'file.labels-changed',
              entityType: 'file',
              entityId: file.reference,
              detail,
              at,
            });
          }
          return { file, labels: after, changed };
        });
      const outcome = await write().catch((error: unknown) => {
        // A label deleted between the check above and the write.
        if (isForeignKeyViolation(error)) {
          throw AppError.invalidField('labelIds', 'A chosen label no longer exists');
        }
        throw error;
      });
      if (outcome.changed) live.fileUpdated(outcome.file, 'file.updated');
      return presentFileLabels(outcome.file.reference, outcome.labels);
    },
  };
}

export type TLabelsService = ReturnType<typeof createLabelsService>;
