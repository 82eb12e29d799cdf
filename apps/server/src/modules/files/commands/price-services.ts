import type {
  TPricedService,
  TPricedServiceIssue,
  TPricedServices,
  TPriceServicesRequest,
} from '@portal/shared/contracts/partner-v1';
import type { TPricedLine } from '@portal/shared/contracts/pricing';
import { getBrand } from '@portal/shared/domain/brands';
import {
  clientLineCentsOf,
  clientMarkupOfNewFile,
  clientTotalsOf,
} from '@portal/shared/domain/client-price';
import { daysBetween } from '@portal/shared/domain/pricing/calendar';
import { gstOfLines } from '@portal/shared/domain/tax';
import type { TTransaction } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { TCaller } from '../../../lib/request-user';
import { priceFileLines, type TCandidateLine } from '../file-pricing.service';
import { pricingOf } from '../file-reads';
import { agencyOfCaller } from './create-file';
import type { TFileCommandDeps } from './file-command';
import { loadBookableProduct } from './service-lines';

const NOT_AVAILABLE = 'This service is not available.';

/** `s1`, `s2`, …: the services' keys, in the order they were sent. */
function keyOf(index: number): string {
  return `s${index + 1}`;
}

/**
 * Every product asked for is one a quote may take (loadBookableProduct, as adding a service
 * checks); the unknown or inactive ones are one 422 naming each (`services.2.productId`).
 */
async function checkBookable(
  tx: TTransaction,
  services: TPriceServicesRequest['services'],
): Promise<void> {
  const bookable = new Map<number, boolean>();
  const errors: Record<string, string[]> = {};
  for (const [index, service] of services.entries()) {
    let isBookable = bookable.get(service.productId);
    if (isBookable === undefined) {
      isBookable = await loadBookableProduct(tx, service.productId).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'VALIDATION') return false;
          throw error;
        },
      );
      bookable.set(service.productId, isBookable);
    }
    if (!isBookable) errors[`services.${index}.productId`] = [NOT_AVAILABLE];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', NOT_AVAILABLE, { errors });
  }
}

function issueOf(line: TPricedLine): TPricedServiceIssue | null {
  if (line.missingRate) return 'no-rate';
  if (line.status === 'Unavailable') return 'stop-sell';
  if (line.status === 'Full') return 'full';
  return null;
}

/**
 * A list of catalogue services priced for the caller's agency exactly as a new custom quote of
 * the same trip would price them when they are added to it (createCustomFile, addQuoteLine): the
 * agency's market, pricing model, commission and markup rules, and the client markup a new quote
 * starts with, through the quote's own pricing (priceFile). Nothing is written: no file, no
 * reference number, no event; it reads in a read-only transaction.
 */
export async function priceServiceList(
  deps: Pick<TFileCommandDeps, 'ctx'>,
  caller: TCaller,
  request: TPriceServicesRequest,
): Promise<TPricedServices> {
  const { ctx } = deps;
  const agency = await agencyOfCaller(deps, caller);
  const pricing = pricingOf({
    brandId: agency.brandId,
    agencyId: agency.id,
    pricingModel: agency.pricingModel,
  });
  const clientMarkupBasisPoints = clientMarkupOfNewFile(agency);
  const brand = getBrand(pricing.brandId);

  const { state, pricedLines } = await ctx.db.transaction(
    async (tx) => {
      await checkBookable(tx, request.services);
      const candidates: TCandidateLine[] = request.services.map((service, index) => ({
        key: keyOf(index),
        dayNumber: daysBetween(request.travelDate, service.date) + 1,
        productId: service.productId,
        date: service.date,
        span: service.span,
        startTime: service.startTime,
        endTime: service.endTime,
        remarks: service.remarks,
        confirmation: null,
        voucher: null,
        allotmentHold: null,
      }));
      return priceFileLines(
        ctx,
        tx,
        pricing,
        {
          bookingName: '',
          yourReference: '',
          notes: '',
          supplierNote: '',
          travelDate: request.travelDate,
          status: 'Quote',
          rooms: request.rooms,
          dayHeaders: [],
        },
        candidates,
      );
    },
    { accessMode: 'read only' },
  );

  const byKey = new Map(pricedLines.map((line) => [line.key, line]));
  const services = request.services.map((_, index): TPricedService => {
    const line = byKey.get(keyOf(index));
    if (!line) throw new Error(`Service ${keyOf(index)} was not priced`);
    // What the agent sees of a line: no supplier cost, charges or rules.
    const {
      costCents: _cost,
      appliedRuleIds: _ruleIds,
      appliedRules: _rules,
      charges: _charges,
      ...agentLine
    } = line;
    return {
      ...agentLine,
      gstCents: gstOfLines(
        [{ taxCode: line.taxCode, amountCents: line.sellCents }],
        brand.gstPercent,
      ),
      netGstCents: gstOfLines(
        [{ taxCode: line.taxCode, amountCents: line.netCents }],
        brand.gstPercent,
      ),
      clientCents: clientLineCentsOf(line, clientMarkupBasisPoints),
      issue: issueOf(line),
    };
  });

  // The quote's totals: of the lines it would keep (a service with no rate is left out).
  const { costCents: _cost, ...totals } = state.totals;
  return {
    brandId: brand.id,
    currency: brand.currency,
    gstPercent: brand.gstPercent,
    pricingModel: pricing.pricingModel,
    clientMarkupBasisPoints,
    travelDate: state.travelDate,
    endDate: state.endDate,
    pax: state.pax,
    services,
    totals: {
      ...totals,
      ...clientTotalsOf(state.lines, clientMarkupBasisPoints, brand.gstPercent),
    },
  };
}
