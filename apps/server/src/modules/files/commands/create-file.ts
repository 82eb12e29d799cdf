import { clientMarkupOfNewFile } from '@portal/shared/domain/client-price';
import type {
  TCopyFileRequest,
  TCreateCustomFileRequest,
  TCreateFileRequest,
  TFileEventAction,
  TFileView,
} from '@portal/shared/contracts/files';
import { addDays, daysBetween } from '@portal/shared/domain/pricing/calendar';
import { expandPackage } from '@portal/shared/domain/pricing/expand-package';
import type { TTransaction } from '../../../db/database';
import { AppError, notFound } from '../../../lib/app-error';
import type { TCaller } from '../../../lib/request-user';
import { findAgencyById } from '../../catalogue/agencies.repository';
import { findPackageById } from '../../packages/packages.repository';
import { nextFileReference } from '../file-reference';
import { candidatesOf, priceFile, type TCandidateLine } from '../file-pricing.service';
import { agentFileView, findFileOrThrow, pricingOf, stateOf } from '../file-reads';
import { compareLines, shiftState, type TFileState } from '../file-state';
import { actorOf, scopeOf } from '../files.policy';
import { findFileLines, insertFile, writeLines } from '../files.repository';
import { recordEvents } from '../file-events';
import { eventRow, freezeVersion, inFileTransaction, type TFileCommandDeps } from './file-command';

/** What a new file is, besides its priced state; its reference and moment come with saving. */
type TNewFileIdentity = Omit<Parameters<typeof insertFile>[1], 'reference' | 'createdAt'>;

/**
 * Writes a new quote (version 1, its lines, the first event) under the brand's next reference.
 * Every way of starting a quote (from a package, from scratch, as a copy) ends here.
 */
export async function saveNewFile(
  deps: TFileCommandDeps,
  tx: TTransaction,
  caller: TCaller,
  identity: TNewFileIdentity,
  priced: TFileState,
  event: { action: TFileEventAction; detail: Record<string, unknown> },
) {
  const actor = actorOf(caller.user);
  const state = { ...priced, lines: [...priced.lines].sort(compareLines) };
  const at = deps.ctx.clock.now();
  const reference = await nextFileReference(tx, identity.brandId);
  const file = await insertFile(tx, { ...identity, reference, createdAt: at }, state);
  await writeLines(tx, file.id, state.lines, at);
  await freezeVersion(tx, file.id, 1, event.action, state, actor, at);
  await recordEvents(tx, [
    eventRow(
      file.id,
      actor,
      event.action,
      {
        version: 1,
        ...event.detail,
        ...(event.action === 'file.created' ? { travelDate: state.travelDate } : {}),
        lineCount: state.lines.length,
        droppedCount: state.droppedLines.length,
        sellCents: state.totals.sellCents,
      },
      at,
    ),
  ]);
  return { file, view: await agentFileView(tx, file, caller) };
}

/** The caller's agency, which every new quote is for; staff and suppliers have none. */
export async function agencyOfCaller(deps: Pick<TFileCommandDeps, 'ctx'>, caller: TCaller) {
  const { agencyId } = caller.user;
  const agency = agencyId === null ? null : await findAgencyById(deps.ctx.db, agencyId);
  if (!agency) throw AppError.forbidden();
  return agency;
}

/**
 * A new quote of the caller's agency: the trip as the agent gave it, priced here (red services
 * left out), saved as version 1 and pushed live after commit.
 */
async function createQuote(
  deps: TFileCommandDeps,
  caller: TCaller,
  agency: Awaited<ReturnType<typeof agencyOfCaller>>,
  quote: {
    request: Pick<
      TCreateFileRequest,
      'bookingName' | 'yourReference' | 'notes' | 'supplierNote' | 'travelDate' | 'rooms'
    >;
    package: {
      id: number;
      name: string;
      accommodationClass: TCreateFileRequest['accommodationClass'];
    } | null;
    brandId: number;
    dayHeaders: TFileState['dayHeaders'];
    candidates: TCandidateLine[];
    detail: Record<string, unknown>;
  },
): Promise<TFileView> {
  const { ctx } = deps;
  const { request } = quote;
  const identity = {
    brandId: quote.brandId,
    agencyId: agency.id,
    agentId: caller.user.id,
    packageId: quote.package?.id ?? null,
    packageName: quote.package?.name ?? null,
    accommodationClass: quote.package?.accommodationClass ?? null,
    pricingModel: agency.pricingModel,
    clientMarkupBasisPoints: clientMarkupOfNewFile(agency),
    createdByUserId: caller.user.id,
  };
  const created = await inFileTransaction(ctx, async (tx) => {
    const state = await priceFile(
      ctx,
      tx,
      pricingOf(identity),
      {
        bookingName: request.bookingName,
        yourReference: request.yourReference,
        notes: request.notes,
        supplierNote: request.supplierNote,
        travelDate: request.travelDate,
        status: 'Quote',
        rooms: request.rooms,
        dayHeaders: quote.dayHeaders,
      },
      quote.candidates,
    );
    return saveNewFile(deps, tx, caller, identity, state, {
      action: 'file.created',
      detail: quote.detail,
    });
  });
  deps.live.fileUpdated(created.file, 'file.created');
  return created.view;
}

/** Save a quote from the price form: priced again here, red services left out. */
export async function createFile(
  deps: TFileCommandDeps,
  caller: TCaller,
  request: TCreateFileRequest,
): Promise<TFileView> {
  const { ctx } = deps;
  const agency = await agencyOfCaller(deps, caller);
  const pkg = await findPackageById(ctx.db, request.packageId);
  if (!pkg || pkg.status !== 'published' || pkg.brandId !== agency.brandId) {
    throw notFound('Package');
  }
  const expansion = expandPackage(
    pkg,
    request.travelDate,
    request.accommodationClass,
    request.rooms,
  );
  const notesByKey = new Map<string, string>();
  for (const day of pkg.days) {
    day.services.forEach((service, index) => {
      notesByKey.set(`d${day.dayNumber}-s${index + 1}-p${service.productId}`, service.notes);
    });
  }
  return createQuote(deps, caller, agency, {
    request,
    package: { id: pkg.id, name: pkg.name, accommodationClass: request.accommodationClass },
    brandId: pkg.brandId,
    dayHeaders: expansion.days,
    candidates: expansion.services.map((service) => ({
      key: service.key,
      dayNumber: service.dayNumber,
      productId: service.productId,
      date: service.startDate,
      span: service.span,
      startTime: service.startTime ?? null,
      endTime: service.endTime ?? null,
      remarks: notesByKey.get(service.key) ?? '',
      confirmation: null,
      voucher: null,
      allotmentHold: null,
    })),
    detail: { packageId: pkg.id, packageName: pkg.name },
  });
}

/**
 * A custom quote from scratch: the trip's days (one per night and the day of departure) with
 * no services yet, for the agent to fill day by day from product search.
 */
export async function createCustomFile(
  deps: TFileCommandDeps,
  caller: TCaller,
  request: TCreateCustomFileRequest,
): Promise<TFileView> {
  const agency = await agencyOfCaller(deps, caller);
  const dayHeaders = Array.from({ length: request.nights + 1 }, (_, index) => ({
    dayNumber: index + 1,
    date: addDays(request.travelDate, index),
    title: '',
    description: '',
    overnightLocationId: null,
    drivingNotes: [],
  }));
  // Priced like any quote (with nothing to price yet) so pax and totals come out the same way.
  return createQuote(deps, caller, agency, {
    request,
    package: null,
    brandId: agency.brandId,
    dayHeaders,
    candidates: [],
    detail: { custom: true, nights: request.nights },
  });
}

/** A new quote with the same services (at today's prices), pointing back at this one. */
export async function copyFile(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TCopyFileRequest,
): Promise<TFileView> {
  const { ctx } = deps;
  const { user } = caller;
  const created = await inFileTransaction(ctx, async (tx) => {
    const source = await findFileOrThrow(tx, reference, scopeOf(user));
    const original = stateOf(source, await findFileLines(tx, source.id));
    const shift =
      request.travelDate === undefined ? 0 : daysBetween(original.travelDate, request.travelDate);
    const frame: TFileState = {
      ...shiftState(original, shift),
      status: 'Quote',
      bookingName: request.bookingName ?? original.bookingName,
      yourReference: request.yourReference ?? original.yourReference,
    };
    const candidates = candidatesOf(frame).map((line) => ({
      ...line,
      confirmation: null,
      voucher: null,
      allotmentHold: null,
    }));
    const priced = await priceFile(ctx, tx, pricingOf(source), frame, candidates);
    return saveNewFile(
      deps,
      tx,
      caller,
      {
        brandId: source.brandId,
        agencyId: source.agencyId,
        agentId: user.kind === 'agent' ? user.id : source.agentId,
        relatedFileId: source.id,
        relatedReference: source.reference,
        packageId: source.packageId,
        packageName: source.packageName,
        accommodationClass: source.accommodationClass,
        pricingModel: source.pricingModel,
        clientMarkupBasisPoints: source.clientMarkupBasisPoints,
        createdByUserId: user.id,
      },
      priced,
      { action: 'file.copied', detail: { fromReference: source.reference } },
    );
  });
  deps.live.fileUpdated(created.file, 'file.copied');
  return created.view;
}
