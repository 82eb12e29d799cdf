import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EDITED_SERVICE_EVENT_ACTIONS,
  type TEditedServiceChange,
} from '@portal/shared/contracts/insights';
import { BRANDS } from '@portal/shared/domain/brands';
import { selectRows, type TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { brands } from '../../db/schema/brands';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { OPERATOR_TIME_ZONE } from '../../lib/clock';

/**
 * Insights are read with GROUP BY in the database: the application only ever sees one row per
 * month, brand and agency (or per consultant, service type and supplier), never the files.
 */

/** Calendar dates, both ends included, in the operator's time zone. */
export interface TPeriod {
  from: string;
  to: string;
}

export interface TActivityScope extends TPeriod {
  brandId?: number | undefined;
  agencyId?: number | undefined;
}

/** Which grouping a row belongs to (the bits of `grouping(month_key, agency_id)`). */
export const GROUPED_BY = { month: 1, agency: 2, brand: 3 } as const;

export interface TQuoteGroupRow {
  setId: number;
  monthKey: string | null;
  brandId: number;
  agencyId: number | null;
  quotes: number;
  converted: number;
}

export interface TBookingGroupRow {
  setId: number;
  monthKey: string | null;
  brandId: number;
  agencyId: number | null;
  bookings: number;
  cancelled: number;
  sellCents: number;
  costCents: number;
  commissionCents: number;
  netCents: number;
  /** The sum of each booking's GST in its net (output tax). */
  outputGstCents: number;
  /** The sum of each booking's GST in its cost (input tax). */
  inputGstCents: number;
}

/**
 * The GST in a GST-inclusive amount of a file (`f`) at its brand's rate, as `gstContent`
 * (domain/pricing/rounding.ts) takes it out: round(amount × pct / (100 + pct)), half away from
 * zero, on integers. An unknown brand counts as the first, as `getBrand` does.
 */
function fileGstOf(amount: SQL): SQL {
  const percent = sql`(case when f.brand_id = ${BRANDS[2].id}::int then ${BRANDS[2].gstPercent}::int
    else ${BRANDS[1].gstPercent}::int end)`;
  return sql`(case when ${amount} < 0 then -1 else 1 end)
    * ((abs(${amount})::bigint * 2 * ${percent} + 100 + ${percent}) / (2 * (100 + ${percent})))`;
}

function periodCondition(column: SQL, period: TPeriod): SQL {
  return sql`${column} >= (${period.from}::date)::timestamp at time zone ${OPERATOR_TIME_ZONE}
    and ${column} < (${period.to}::date + 1)::timestamp at time zone ${OPERATOR_TIME_ZONE}`;
}

function scopeConditions(scope: TActivityScope): SQL {
  const parts: SQL[] = [];
  if (scope.brandId !== undefined) parts.push(sql`and f.brand_id = ${scope.brandId}`);
  if (scope.agencyId !== undefined) parts.push(sql`and f.agency_id = ${scope.agencyId}`);
  return sql.join(parts, sql` `);
}

function monthKey(column: SQL): SQL {
  return sql`to_char(${column} at time zone ${OPERATOR_TIME_ZONE}, 'YYYY-MM')`;
}

const toNumber = (value: unknown): number => Number(value ?? 0);

/**
 * Quotes created in the period, and how many of them became bookings, grouped three ways at
 * once: by month and brand, by agency (and its brand), by brand.
 */
export async function groupQuotes(
  executor: TExecutor,
  scope: TActivityScope,
): Promise<TQuoteGroupRow[]> {
  const rows = await selectRows<Record<string, unknown>>(
    executor,
    sql`with created as (
      select ${monthKey(sql`f.created_at`)} as month_key, f.brand_id, f.agency_id,
        exists (
          select 1 from file_events b
          where b.file_id = f.id and b.action = 'booking.requested'
        ) as is_converted
      from files f
      where ${periodCondition(sql`f.created_at`, scope)} ${scopeConditions(scope)}
    )
    select grouping(month_key, agency_id) as set_id, month_key, brand_id, agency_id,
      count(*)::int as quotes,
      (count(*) filter (where is_converted))::int as converted
    from created
    group by grouping sets ((month_key, brand_id), (agency_id, brand_id), (brand_id))`,
  );
  return rows.map((row) => ({
    setId: toNumber(row.set_id),
    monthKey: (row.month_key as string | null) ?? null,
    brandId: toNumber(row.brand_id),
    agencyId: row.agency_id === null ? null : toNumber(row.agency_id),
    quotes: toNumber(row.quotes),
    converted: toNumber(row.converted),
  }));
}

/**
 * Files requested as bookings in the period (a file is requested once: Quote → Requested), with
 * the money of those not cancelled since, grouped like groupQuotes. The GST in each booking's net
 * and cost is taken out of that booking's totals, then summed (docs/tax.md): a group's figures
 * are the sums of its bookings'.
 */
export async function groupBookings(
  executor: TExecutor,
  scope: TActivityScope,
): Promise<TBookingGroupRow[]> {
  const rows = await selectRows<Record<string, unknown>>(
    executor,
    sql`with booked as (
      select ${monthKey(sql`b.created_at`)} as month_key, f.brand_id, f.agency_id,
        f.status in ('Cancellation', 'Cancelled') as is_cancelled,
        f.sell_cents, f.cost_cents, f.commission_cents, f.net_cents,
        ${fileGstOf(sql`f.net_cents`)} as output_gst_cents,
        ${fileGstOf(sql`f.cost_cents`)} as input_gst_cents
      from file_events b
      join files f on f.id = b.file_id
      where b.action = 'booking.requested'
        and ${periodCondition(sql`b.created_at`, scope)} ${scopeConditions(scope)}
    )
    select grouping(month_key, agency_id) as set_id, month_key, brand_id, agency_id,
      count(*)::int as bookings,
      (count(*) filter (where is_cancelled))::int as cancelled,
      coalesce(sum(sell_cents) filter (where not is_cancelled), 0)::bigint as sell_cents,
      coalesce(sum(cost_cents) filter (where not is_cancelled), 0)::bigint as cost_cents,
      coalesce(sum(commission_cents) filter (where not is_cancelled), 0)::bigint as commission_cents,
      coalesce(sum(net_cents) filter (where not is_cancelled), 0)::bigint as net_cents,
      coalesce(sum(output_gst_cents) filter (where not is_cancelled), 0)::bigint
        as output_gst_cents,
      coalesce(sum(input_gst_cents) filter (where not is_cancelled), 0)::bigint as input_gst_cents
    from booked
    group by grouping sets ((month_key, brand_id), (agency_id, brand_id), (brand_id))`,
  );
  return rows.map((row) => ({
    setId: toNumber(row.set_id),
    monthKey: (row.month_key as string | null) ?? null,
    brandId: toNumber(row.brand_id),
    agencyId: row.agency_id === null ? null : toNumber(row.agency_id),
    bookings: toNumber(row.bookings),
    cancelled: toNumber(row.cancelled),
    sellCents: toNumber(row.sell_cents),
    costCents: toNumber(row.cost_cents),
    commissionCents: toNumber(row.commission_cents),
    netCents: toNumber(row.net_cents),
    outputGstCents: toNumber(row.output_gst_cents),
    inputGstCents: toNumber(row.input_gst_cents),
  }));
}

export async function findAgencyNames(
  executor: TExecutor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(inArray(agencies.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findBrandNames(executor: TExecutor): Promise<Map<number, string>> {
  const rows = await executor.select({ id: brands.id, name: brands.name }).from(brands);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findFilterOptionRows(executor: TExecutor) {
  const [brandRows, agencyRows, consultantRows, supplierRows] = await Promise.all([
    executor.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.id)),
    executor
      .select({ id: agencies.id, name: agencies.name, brandId: agencies.brandId })
      .from(agencies)
      .orderBy(asc(agencies.name), asc(agencies.id)),
    executor
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.kind, 'admin'))
      .orderBy(asc(users.name), asc(users.id)),
    executor
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .orderBy(asc(suppliers.name), asc(suppliers.id)),
  ]);
  return { brandRows, agencyRows, consultantRows, supplierRows };
}

// Edited services -------------------------------------------------------------------------------

export interface TEditedServicesScope extends TPeriod {
  brandId?: number | undefined;
  consultantId?: number | undefined;
  serviceType?: string | undefined;
  supplierId?: number | undefined;
  change?: TEditedServiceChange | undefined;
}

export interface TEditedServiceRow {
  id: number;
  createdAt: Date;
  action: string;
  detail: Record<string, unknown>;
  actorUserId: number | null;
  actorName: string | null;
  fileReference: string;
  brandId: number;
  serviceName: string;
  serviceTypeCode: string | null;
  supplierId: number | null;
  supplierName: string | null;
}

const LINE_ACTIONS = Object.values(EDITED_SERVICE_EVENT_ACTIONS);

/**
 * Service lines changed by back-office users, with the line's service type and supplier: from
 * the line itself (matched on the file and the line key the event carries) or, for a line
 * removed since, from the product the event names.
 */
function editedServicesFrom(scope: TEditedServicesScope): SQL {
  const filters: SQL[] = [];
  if (scope.brandId !== undefined) filters.push(sql`and f.brand_id = ${scope.brandId}`);
  if (scope.consultantId !== undefined) {
    filters.push(sql`and e.actor_user_id = ${scope.consultantId}`);
  }
  if (scope.change !== undefined) {
    filters.push(sql`and e.action = ${EDITED_SERVICE_EVENT_ACTIONS[scope.change]}`);
  }
  const inner = sql`select e.id, e.created_at, e.action, e.detail, e.actor_user_id, e.actor_name,
      f.reference as file_reference, f.brand_id,
      coalesce(l.name, e.detail->>'name', e.detail->'to'->>'name', '') as service_name,
      coalesce(l.service_type_code::text, p.service_type_code::text) as service_type_code,
      s.id as supplier_id, s.name as supplier_name
    from file_events e
    join files f on f.id = e.file_id
    left join file_service_lines l on l.file_id = e.file_id and l.key = e.detail->>'key'
    left join products p on l.id is null and p.id = (
      case
        when jsonb_typeof(e.detail->'productId') = 'number' then (e.detail->>'productId')::int
        when jsonb_typeof(e.detail->'to'->'productId') = 'number'
          then (e.detail->'to'->>'productId')::int
      end
    )
    left join suppliers s on s.id = coalesce(l.supplier_id, p.supplier_id)
    where e.actor_kind = 'admin'
      and e.action in (${sql.join(
        LINE_ACTIONS.map((action) => sql`${action}`),
        sql`, `,
      )})
      and ${periodCondition(sql`e.created_at`, scope)}
      ${sql.join(filters, sql` `)}`;
  const outer: SQL[] = [];
  if (scope.serviceType !== undefined) {
    outer.push(sql`and service_type_code = ${scope.serviceType}`);
  }
  if (scope.supplierId !== undefined) outer.push(sql`and supplier_id = ${scope.supplierId}`);
  return sql`(select * from (${inner}) as edited where true ${sql.join(outer, sql` `)}) as changes`;
}

function toEditedServiceRow(row: Record<string, unknown>): TEditedServiceRow {
  const createdAt = row.created_at;
  return {
    id: toNumber(row.id),
    createdAt: createdAt instanceof Date ? createdAt : new Date(String(createdAt)),
    action: String(row.action),
    detail:
      typeof row.detail === 'string'
        ? (JSON.parse(row.detail) as Record<string, unknown>)
        : ((row.detail ?? {}) as Record<string, unknown>),
    actorUserId: row.actor_user_id === null ? null : toNumber(row.actor_user_id),
    actorName: (row.actor_name as string | null) ?? null,
    fileReference: String(row.file_reference),
    brandId: toNumber(row.brand_id),
    serviceName: String(row.service_name ?? ''),
    serviceTypeCode: (row.service_type_code as string | null) ?? null,
    supplierId: row.supplier_id === null ? null : toNumber(row.supplier_id),
    supplierName: (row.supplier_name as string | null) ?? null,
  };
}

export async function findEditedServicesPage(
  executor: TExecutor,
  scope: TEditedServicesScope,
  page: { limit: number; offset: number },
): Promise<{ rows: TEditedServiceRow[]; total: number }> {
  const from = editedServicesFrom(scope);
  const [rows, totals] = await Promise.all([
    selectRows<Record<string, unknown>>(
      executor,
      sql`select * from ${from} order by created_at desc, id desc
        limit ${page.limit} offset ${page.offset}`,
    ),
    selectRows<{ total: unknown }>(executor, sql`select count(*)::int as total from ${from}`),
  ]);
  return { rows: rows.map(toEditedServiceRow), total: toNumber(totals[0]?.total) };
}

export interface TEditedServicesGroupRow {
  setId: number;
  action: string | null;
  actorUserId: number | null;
  actorName: string | null;
  serviceTypeCode: string | null;
  supplierId: number | null;
  supplierName: string | null;
  count: number;
  priceChanges: number;
}

/** Which grouping a summary row belongs to (the bits of `grouping(...)` over four columns). */
export const EDITED_GROUPED_BY = { change: 7, consultant: 11, serviceType: 13, supplier: 14 };

/** Counts of the same changes by kind, by consultant, by service type and by supplier. */
export async function groupEditedServices(
  executor: TExecutor,
  scope: TEditedServicesScope,
): Promise<TEditedServicesGroupRow[]> {
  const rows = await selectRows<Record<string, unknown>>(
    executor,
    sql`select grouping(action, actor_user_id, service_type_code, supplier_id) as set_id,
        action, actor_user_id, max(actor_name) as actor_name, service_type_code, supplier_id,
        max(supplier_name) as supplier_name,
        count(*)::int as count,
        (count(*) filter (where action = 'line.price-changed'))::int as price_changes
      from ${editedServicesFrom(scope)}
      group by grouping sets ((action), (actor_user_id), (service_type_code), (supplier_id))`,
  );
  return rows.map((row) => ({
    setId: toNumber(row.set_id),
    action: (row.action as string | null) ?? null,
    actorUserId: row.actor_user_id === null ? null : toNumber(row.actor_user_id),
    actorName: (row.actor_name as string | null) ?? null,
    serviceTypeCode: (row.service_type_code as string | null) ?? null,
    supplierId: row.supplier_id === null ? null : toNumber(row.supplier_id),
    supplierName: (row.supplier_name as string | null) ?? null,
    count: toNumber(row.count),
    priceChanges: toNumber(row.price_changes),
  }));
}
