import type {
  TAgencyPricingItem,
  TMarkupRuleListItem,
} from '@portal/shared/contracts/catalogue-api';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import {
  captureDownloads,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { MarkupRulesSection } from './markup-rules-section';

/** Picks an option of one select (several selects on the screen offer the same names). */
async function choose(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('The select has no list of options');
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

function rule(id: number, overrides: Partial<TMarkupRuleListItem> = {}): TMarkupRuleListItem {
  return {
    id,
    name: `Rule ${id}`,
    agencyId: null,
    agencyName: null,
    brandId: null,
    supplierId: null,
    supplierName: null,
    serviceTypeCode: null,
    validFrom: null,
    validTo: null,
    kind: 'markup_percent',
    basisPoints: 2000,
    priority: 0,
    ...overrides,
  };
}

/** A fake pricing API kept in memory; `writes` records every change the screen sends. */
function stubPricingApi(initialRules: TMarkupRuleListItem[]) {
  let rules = [...initialRules];
  let agencies: TAgencyPricingItem[] = [
    { id: 7, name: 'Kiwi Horizons Travel', brandId: 1, pricingModel: 'gross' },
  ];
  const writes: { method: string; path: string; body: unknown }[] = [];
  const listQueries: URLSearchParams[] = [];
  stubFetch(({ method, url, body }) => {
    const { pathname, searchParams } = new URL(url, 'http://portal.test');
    if (method !== 'GET') writes.push({ method, path: pathname, body });
    if (pathname === '/api/admin/agency-pricing') return jsonResponse({ data: agencies });
    const agency = /^\/api\/admin\/agency-pricing\/(\d+)$/.exec(pathname);
    if (agency && method === 'PUT') {
      agencies = agencies.map((row) =>
        row.id === Number(agency[1]) ? { ...row, ...(body as object) } : row,
      );
      return jsonResponse(agencies[0]);
    }
    if (pathname === '/api/admin/markup-rules/export.csv') return csvResponse('markup-rules.csv');
    if (pathname === '/api/admin/markup-rules' && method === 'POST') {
      const request = body as TMarkupRuleListItem;
      if (request.basisPoints > 10_000 && request.kind === 'commission_percent') {
        return jsonResponse(
          {
            message: 'The given data was invalid.',
            errors: { basisPoints: ['Commission cannot exceed 100%'] },
          },
          422,
        );
      }
      const created = rule(50, request);
      rules = [...rules, created];
      return jsonResponse(created, 201);
    }
    const one = /^\/api\/admin\/markup-rules\/(\d+)$/.exec(pathname);
    if (one && method === 'DELETE') {
      rules = rules.filter((row) => row.id !== Number(one[1]));
      return new Response(null, { status: 204 });
    }
    if (pathname === '/api/admin/markup-rules') {
      listQueries.push(searchParams);
      const kind = searchParams.get('kind');
      const rows = rules.filter((row) => !kind || row.kind === kind);
      return jsonResponse(
        buildPaginated(rows, { page: 1, perPage: 20, total: rows.length, path: pathname }),
      );
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return { writes, listQueries };
}

beforeEach(() => {
  permissionStore.setState({ roles: ['administrator'], permissions: ['pricing-rules.manage'] });
});
afterEach(() => {
  permissionStore.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Markups and commissions', () => {
  it('lists the rules with their rate and scope, and filters by kind on the server', async () => {
    const api = stubPricingApi([
      rule(1, { name: 'NZ hotels', brandId: 1, serviceTypeCode: 'AC', basisPoints: 1250 }),
      rule(2, { name: 'Agent commission', kind: 'commission_percent', basisPoints: 1000 }),
    ]);
    const { user } = renderWithProviders(<MarkupRulesSection />, { route: '/admin/fit-settings' });
    const table = await screen.findByRole('table', { name: 'Markup and commission rules' });
    const hotels = within(table).getByText('NZ hotels').closest('tr');
    expect(hotels).not.toBeNull();
    expect(within(hotels!).getByText('12.5 % markup')).toBeInTheDocument();
    expect(within(hotels!).getByText('NZ · Accommodation')).toBeInTheDocument();
    expect(within(table).getByText('10 % commission')).toBeInTheDocument();

    await choose(user, screen.getByRole('combobox', { name: 'Kind' }), 'Commission');
    await waitFor(() => expect(within(table).queryByText('NZ hotels')).not.toBeInTheDocument());
    expect(api.listQueries.at(-1)?.get('kind')).toBe('commission_percent');
  });

  /** Opens "New rule" and fills its name, kind and rate (pasted: typing is slow in jsdom). */
  async function fillNewRule(user: UserEvent, kind: string, rate: string) {
    await user.click(screen.getByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New markup or commission rule' });
    await user.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.paste('Winter special');
    await choose(user, within(dialog).getByRole('combobox', { name: /^Kind/ }), kind);
    await user.click(within(dialog).getByRole('textbox', { name: /^Rate/ }));
    await user.paste(rate);
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    return dialog;
  }

  it('creates a rule from a percentage, sent in basis points', async () => {
    const api = stubPricingApi([]);
    const { user } = renderWithProviders(<MarkupRulesSection />, { route: '/admin/fit-settings' });
    expect(await screen.findByText('No rules yet. Create the first one.')).toBeInTheDocument();

    // Markup is already chosen: choosing it again must not clear the required kind.
    await fillNewRule(user, 'Markup', '12.5');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/markup-rules',
      body: expect.objectContaining({
        name: 'Winter special',
        kind: 'markup_percent',
        basisPoints: 1250,
        agencyId: null,
        brandId: null,
      }),
    });
    expect(await screen.findByText('12.5 % markup')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the rate and keeps the dialog open', async () => {
    stubPricingApi([]);
    const { user } = renderWithProviders(<MarkupRulesSection />, { route: '/admin/fit-settings' });
    expect(await screen.findByText('No rules yet. Create the first one.')).toBeInTheDocument();

    const dialog = await fillNewRule(user, 'Commission', '120');
    expect(await within(dialog).findByText('Commission cannot exceed 100%')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New markup or commission rule' })).toBe(dialog);
  });

  it('changes an agency’s pricing model, deletes a rule and exports the list', async () => {
    const api = stubPricingApi([rule(3, { name: 'Old rule' })]);
    const downloads = captureDownloads();
    const { user } = renderWithProviders(<MarkupRulesSection />, { route: '/admin/fit-settings' });

    await user.click(
      await screen.findByRole('combobox', { name: 'Pricing model of Kiwi Horizons Travel' }),
    );
    await user.click(
      await screen.findByRole('option', { name: 'Net (cost plus markup)', hidden: true }),
    );
    await waitFor(() =>
      expect(api.writes).toContainEqual({
        method: 'PUT',
        path: '/api/admin/agency-pricing/7',
        body: { pricingModel: 'net' },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete rule Old rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete rule' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No rules yet. Create the first one.')).toBeInTheDocument();
    expect(api.writes).toContainEqual({
      method: 'DELETE',
      path: '/api/admin/markup-rules/3',
      body: undefined,
    });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['markup-rules.csv']));
  });
});
