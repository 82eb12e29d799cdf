import type {
  TClientFileBackOffice,
  TClientFileFilterOptions,
  TClientFileFilters,
  TClientFileListItem,
  TClientFileListQuery,
  TCreateSavedViewRequest,
  TSavedView,
} from '@portal/shared/contracts/files-admin';
import { ZSavedViewScreen } from '@portal/shared/contracts/files-admin';
import { getBrand } from '@portal/shared/domain/brands';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import {
  deleteSavedView,
  findClientFiles,
  findFilterOptions,
  findSavedViews,
  upsertSavedView,
  type TClientFileRow,
} from './files.admin.repository';
import { backOfficeOf, findFileOrThrow } from './file-reads';
import type { TCaller } from '../../lib/request-user';

/** Most rows one CSV export carries; narrow the filters for more. */
export const CLIENT_FILES_CSV_LIMIT = 5000;

/** Page links of the client files list keep its filters and its order as the browser sent them. */
export function clientFileListLinkQuery(query: TClientFileListQuery) {
  const { page: _page, per_page: perPage, sort, dir, ...filters } = query;
  return {
    ...filters,
    status: filters.status?.join(','),
    per_page: perPage,
    sort,
    dir: sort ? dir : undefined,
  };
}

export function presentClientFile(row: TClientFileRow): TClientFileListItem {
  const brand = getBrand(row.brandId);
  return {
    id: row.id,
    reference: row.reference,
    yourReference: row.yourReference,
    bookingName: row.bookingName,
    status: row.status,
    relatedReference: row.relatedReference,
    travelDate: row.travelDate,
    endDate: row.endDate,
    brandId: brand.id,
    currency: brand.currency,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    agentId: row.agentId,
    agentName: row.agentName,
    consultantId: row.consultantId,
    consultantName: row.consultantName,
    pax: { adults: row.paxAdults, children: row.paxChildren },
    sellCents: row.sellCents,
    netCents: row.netCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function csvCell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function csvAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function toClientFilesCsv(rows: TClientFileListItem[]): string {
  const header = [
    'Reference',
    'Booking name',
    'Status',
    'Agency',
    'Agent',
    'Consultant',
    'Travel date',
    'End date',
    'Adults',
    'Children',
    'Currency',
    'Sell',
    'Net',
    'Created',
  ];
  const body = rows.map((row) =>
    [
      csvCell(row.reference),
      csvCell(row.bookingName),
      row.status,
      csvCell(row.agencyName),
      csvCell(row.agentName),
      csvCell(row.consultantName ?? ''),
      row.travelDate,
      row.endDate,
      String(row.pax.adults),
      String(row.pax.children),
      row.currency,
      csvAmount(row.sellCents),
      csvAmount(row.netCents),
      row.createdAt,
    ].join(','),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}

/**
 * The back office's reading of client files: the all-agency list, its CSV and filter options, a
 * file's consultant and internal notes, and each user's saved views. Its changes to a file are
 * commands (commands/back-office-changes.ts).
 */
export function createFilesAdminService(ctx: TAppContext) {
  return {
    /** One page of client files. */
    async listClientFiles(query: TClientFileListQuery) {
      const { page, per_page: perPage, sort, dir, ...filters } = query;
      const { rows, total } = await findClientFiles(
        ctx.db,
        filters,
        { limit: perPage, offset: (page - 1) * perPage },
        { sort, dir },
      );
      return { rows, total };
    },

    /** Every client file the filters find, up to the export's limit. */
    async listClientFilesForExport(filters: TClientFileFilters) {
      const { rows } = await findClientFiles(ctx.db, filters, {
        limit: CLIENT_FILES_CSV_LIMIT,
        offset: 0,
      });
      return rows;
    },

    async filterOptions(): Promise<TClientFileFilterOptions> {
      const { agencyRows, agentRows, consultantRows, labelRows } = await findFilterOptions(ctx.db);
      return {
        agencies: agencyRows.map((row) => ({ ...row, brandId: getBrand(row.brandId).id })),
        agents: agentRows.flatMap((row) =>
          row.agencyId === null ? [] : [{ id: row.id, name: row.name, agencyId: row.agencyId }],
        ),
        consultants: consultantRows,
        labels: labelRows,
      };
    },

    async getBackOffice(reference: string): Promise<TClientFileBackOffice> {
      return backOfficeOf(ctx.db, await findFileOrThrow(ctx.db, reference, { agencyId: null }));
    },

    async listSavedViews(caller: TCaller, screen: string): Promise<TSavedView[]> {
      const rows = await findSavedViews(ctx.db, caller.user.id, screen);
      return rows.map(presentSavedView);
    },

    async saveView(caller: TCaller, request: TCreateSavedViewRequest): Promise<TSavedView> {
      const { page: _page, ...query } = request.query;
      return presentSavedView(
        await upsertSavedView(ctx.db, {
          userId: caller.user.id,
          screen: request.screen,
          name: request.name,
          query,
        }),
      );
    },

    async deleteView(caller: TCaller, id: number): Promise<void> {
      if (!(await deleteSavedView(ctx.db, caller.user.id, id))) {
        throw new AppError('NOT_FOUND', 'Saved view not found.');
      }
    },
  };
}

function presentSavedView(row: {
  id: number;
  screen: string;
  name: string;
  query: Record<string, string>;
}): TSavedView {
  return {
    id: row.id,
    screen: ZSavedViewScreen.parse(row.screen),
    name: row.name,
    query: row.query,
  };
}
