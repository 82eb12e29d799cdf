import type {
  TAdminFileListQuery,
  TAdminFileTimelineEntry,
  TAdminFileView,
  TFileListQuery,
  TFileVersionDiff,
  TFileVersionSummary,
  TFileView,
} from '@portal/shared/contracts/files';
import { buildPaginated, type TPaginated } from '@portal/shared/contracts/pagination';
import { diffFiles } from '@portal/shared/domain/file-diff';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { TCaller } from '../../lib/request-user';
import { listFileEmails } from '../mail/mail.service';
import { adminFileView, agentFileView, findFileOrThrow } from './file-reads';
import { fromSnapshot, toDiffable } from './file-state';
import { mergeTimeline } from './file-timeline';
import { scopeOf } from './files.policy';
import { presentFileEvent, presentVersion } from './files.presenter';
import {
  findEventsPage,
  findFileAgencyId,
  findVersionSnapshots,
  findVersions,
} from './files.repository';
import { findFilesPage } from './files-list.repository';
import { findEventFiles, findEventLines } from './file-event-subjects.repository';

/** Reading files: lists, one file, its versions and its history. Nothing here writes. */

type TPage = { page: number; perPage: number };

/** My Files: one page of the caller's agency's files. */
export function listAgentFiles(ctx: TAppContext, caller: TCaller, query: TFileListQuery) {
  return findPage(ctx, query, scopeOf(caller.user).agencyId);
}

/** One page of every agency's files, or of one agency's. */
export function listAdminFiles(ctx: TAppContext, query: TAdminFileListQuery) {
  return findPage(ctx, query, query.agencyId ?? null);
}

function findPage(
  ctx: TAppContext,
  query: TFileListQuery | TAdminFileListQuery,
  agencyId: number | null,
) {
  const { page, per_page: perPage, ...filters } = query;
  return findFilesPage(ctx.db, { ...filters, agencyId, page, perPage });
}

/** Page links of the file lists keep the filters as the browser sent them. */
export function fileListLinkQuery(query: TFileListQuery | TAdminFileListQuery) {
  const { page: _page, per_page: perPage, ...filters } = query;
  return { ...filters, status: filters.status?.join(','), per_page: perPage };
}

export async function getFile(
  ctx: TAppContext,
  caller: TCaller,
  reference: string,
): Promise<TFileView> {
  const file = await findFileOrThrow(ctx.db, reference, scopeOf(caller.user));
  return agentFileView(ctx.db, file, caller);
}

export async function getAdminFile(
  ctx: TAppContext,
  caller: TCaller,
  reference: string,
): Promise<TAdminFileView> {
  const file = await findFileOrThrow(ctx.db, reference, { agencyId: null });
  return adminFileView(ctx.db, file, caller);
}

/** Which agency a file belongs to (null: no such file), for the file channel's rule. */
export function fileAgencyOf(ctx: TAppContext, fileId: number): Promise<number | null> {
  return findFileAgencyId(ctx.db, fileId);
}

export type TEventFile = Awaited<ReturnType<typeof findEventFiles>>[number];
export type TEventLine = Awaited<ReturnType<typeof findEventLines>>[number];

/**
 * The files and service lines recorded events are about, as they are now in the caller's
 * transaction (the webhooks module tells partners of them), by id.
 */
export async function eventSubjectsOf(
  executor: TExecutor,
  ids: { fileIds: readonly number[]; lineIds: readonly number[] },
): Promise<{ files: Map<number, TEventFile>; lines: Map<number, TEventLine> }> {
  const [fileRows, lineRows] = await Promise.all([
    findEventFiles(executor, [...new Set(ids.fileIds)]),
    findEventLines(executor, [...new Set(ids.lineIds)]),
  ]);
  return {
    files: new Map(fileRows.map((row) => [row.id, row])),
    lines: new Map(lineRows.map((row) => [row.id, row])),
  };
}

export async function listVersions(
  ctx: TAppContext,
  caller: TCaller,
  reference: string,
): Promise<TFileVersionSummary[]> {
  const file = await findFileOrThrow(ctx.db, reference, scopeOf(caller.user));
  const rows = await findVersions(ctx.db, file.id);
  return rows.map((row) => presentVersion(row, file.version));
}

export async function diffVersions(
  ctx: TAppContext,
  caller: TCaller,
  reference: string,
  from: number,
  to: number,
): Promise<TFileVersionDiff> {
  const file = await findFileOrThrow(ctx.db, reference, scopeOf(caller.user));
  const snapshots = await findVersionSnapshots(ctx.db, file.id, [from, to]);
  const before = snapshots.get(from);
  const after = snapshots.get(to);
  if (before === undefined || after === undefined) throw notFound('Version');
  return {
    from,
    to,
    diff: diffFiles(toDiffable(fromSnapshot(before)), toDiffable(fromSnapshot(after))),
  };
}

/**
 * The back office's timeline of a file: its events and the emails queued for it (the mail
 * outbox), newest first, one page of both together.
 */
export async function listAdminTimeline(
  ctx: TAppContext,
  caller: TCaller,
  reference: string,
  page: TPage,
  path: string,
): Promise<TPaginated<TAdminFileTimelineEntry>> {
  const file = await findFileOrThrow(ctx.db, reference, scopeOf(caller.user));
  const needed = page.page * page.perPage;
  const [events, emails] = await Promise.all([
    findEventsPage(ctx.db, file.id, { page: 1, perPage: needed }),
    listFileEmails(ctx.db, file.id, needed),
  ]);
  const entries = mergeTimeline(
    events.rows.map((row) => ({ kind: 'event' as const, ...presentFileEvent(row) })),
    emails.entries,
  );
  return buildPaginated(entries.slice(needed - page.perPage, needed), {
    ...page,
    total: events.total + emails.total,
    path,
    query: { per_page: page.perPage },
  });
}

/** A file's history as the agent reads it. */
export async function listEvents(
  ctx: TAppContext,
  caller: TCaller,
  reference: string,
  page: TPage,
  path: string,
): Promise<TPaginated<ReturnType<typeof presentFileEvent>>> {
  const file = await findFileOrThrow(ctx.db, reference, scopeOf(caller.user));
  const { rows, total } = await findEventsPage(ctx.db, file.id, page);
  return buildPaginated(rows.map(presentFileEvent), {
    ...page,
    total,
    path,
    query: { per_page: page.perPage },
  });
}
