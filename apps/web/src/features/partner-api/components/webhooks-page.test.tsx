import { buildPaginated } from '@portal/shared/contracts/pagination';
import type {
  TWebhookAttempt,
  TWebhookDelivery,
  TWebhookDeliveryDetail,
  TWebhookEndpoint,
} from '@portal/shared/contracts/partner-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  clickTwiceBeforeRender,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { WebhooksPage } from './webhooks-page';

const SECRET = 'whsec_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

function endpoint(id: number, overrides: Partial<TWebhookEndpoint> = {}): TWebhookEndpoint {
  return {
    id,
    agencyId: 1,
    url: `https://erp.kiwihorizons.example/hooks/${id}`,
    description: '',
    events: ['file.status_changed'],
    isActive: true,
    secret: SECRET,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const FAILED_ATTEMPTS: TWebhookAttempt[] = [
  {
    number: 1,
    responseStatus: 500,
    responseBody: '{"error":"database unavailable"}',
    error: null,
    durationMs: 1250,
    replayedBy: null,
    attemptedAt: '2026-11-27T22:00:00.000Z',
  },
  {
    number: 2,
    responseStatus: null,
    responseBody: null,
    error: 'connect ECONNREFUSED',
    durationMs: 12,
    replayedBy: 'Aroha Admin',
    attemptedAt: '2026-11-27T22:05:00.000Z',
  },
];

function delivery(id: number, overrides: Partial<TWebhookDeliveryDetail> = {}) {
  const detail: TWebhookDeliveryDetail = {
    id,
    endpointId: 5,
    endpointUrl: 'https://erp.kiwihorizons.example/hooks/5',
    eventId: 'evt_01HZX5',
    eventType: 'booking.cancelled',
    status: 'failed',
    attempts: 2,
    lastResponseStatus: 500,
    nextAttemptAt: null,
    createdAt: '2026-11-27T22:00:00.000Z',
    deliveredAt: null,
    payload: { id: 'evt_01HZX5', type: 'booking.cancelled', data: { reference: 'NZ-100234' } },
    attemptList: FAILED_ATTEMPTS,
    ...overrides,
  };
  const { payload: _payload, attemptList: _attempts, ...row } = detail;
  return { detail, row: row satisfies TWebhookDelivery };
}

/** Whose endpoint a delivery went to, as the back office's list names it. */
const AGENCIES: Record<number, { agencyId: number | null; agencyName: string | null }> = {
  5: { agencyId: 1, agencyName: 'Kiwi Horizons Travel' },
  12: { agencyId: 2, agencyName: 'Southern Cross Tours' },
  40: { agencyId: null, agencyName: null },
};

/** One area's webhook API in memory (`base` is /api/app or /api/admin). */
function stubWebhooks(
  base: string,
  {
    endpoints: initial = [],
    deliveries = [],
    holdReplay,
  }: {
    endpoints?: TWebhookEndpoint[];
    deliveries?: TWebhookDeliveryDetail[];
    holdReplay?: Promise<void>;
  } = {},
) {
  let endpoints = [...initial];
  let details = [...deliveries];
  const writes: { method: string; url: string; body: unknown }[] = [];
  const reads: string[] = [];
  const page = (rows: TWebhookDeliveryDetail[], path: string) =>
    jsonResponse(
      buildPaginated(
        rows.map((row) => delivery(row.id, row).row),
        { page: 1, perPage: 20, total: rows.length, path },
      ),
    );
  stubFetch(async ({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    const path = parsed.pathname;
    if (method === 'GET') reads.push(path + parsed.search);
    else writes.push({ method, url: path, body });
    if (path === `${base}/webhooks` && method === 'GET') return jsonResponse({ data: endpoints });
    if (path === `${base}/webhooks` && method === 'POST') {
      const created = endpoint(31, { ...(body as Partial<TWebhookEndpoint>) });
      endpoints = [...endpoints, created];
      return jsonResponse(created, 201);
    }
    const one = new RegExp(`^${base}/webhooks/(\\d+)$`).exec(path);
    if (one && method === 'DELETE') {
      endpoints = endpoints.filter((row) => row.id !== Number(one[1]));
      return new Response(null, { status: 204 });
    }
    const list = new RegExp(`^${base}/webhooks/(\\d+)/deliveries$`).exec(path);
    if (list && method === 'GET') {
      const status = parsed.searchParams.get('status');
      return page(
        details.filter(
          (row) => row.endpointId === Number(list[1]) && (!status || row.status === status),
        ),
        path,
      );
    }
    if (path === '/api/admin/webhook-deliveries/export.csv') {
      return csvResponse('webhook-deliveries.csv');
    }
    if (path === '/api/admin/webhook-deliveries' && method === 'GET') {
      const status = parsed.searchParams.get('status');
      const agencyId = parsed.searchParams.get('agencyId');
      const rows = details
        .map((row) => ({ ...delivery(row.id, row).row, ...AGENCIES[row.endpointId] }))
        .filter(
          (row) =>
            (!status || row.status === status) && (!agencyId || row.agencyId === Number(agencyId)),
        );
      return jsonResponse(buildPaginated(rows, { page: 1, perPage: 20, total: rows.length, path }));
    }
    const detail = new RegExp(`^${base}/webhook-deliveries/(\\d+)(/replay)?$`).exec(path);
    if (detail) {
      const id = Number(detail[1]);
      const found = details.find((row) => row.id === id);
      if (!found) return jsonResponse({ message: 'Not found' }, 404);
      if (detail[2] && method === 'POST') {
        await holdReplay;
        const replayed: TWebhookDeliveryDetail = {
          ...found,
          status: 'delivered',
          attempts: found.attempts + 1,
          lastResponseStatus: 200,
          deliveredAt: '2026-11-28T10:00:00.000Z',
          attemptList: [
            ...found.attemptList,
            {
              number: found.attemptList.length + 1,
              responseStatus: 200,
              responseBody: 'ok',
              error: null,
              durationMs: 80,
              replayedBy: 'Nikau Agent',
              attemptedAt: '2026-11-28T10:00:00.000Z',
            },
          ],
        };
        details = details.map((row) => (row.id === id ? replayed : row));
        return jsonResponse(replayed);
      }
      if (method === 'GET') return jsonResponse(found);
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
  return { writes, reads };
}

describe('WebhooksPage (agency)', () => {
  it('checks the address and the events, then creates an endpoint and shows its secret', async () => {
    const api = stubWebhooks('/api/app');
    const { user } = renderWithProviders(<WebhooksPage apiBase="/api/app" />, {
      route: '/app/webhooks',
    });
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /Address \(URL\)/ });
    await user.type(url, 'ftp://erp.kiwihorizons.example/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Save endpoint' }));
    expect(
      await within(dialog).findByText('Must be a web address starting with https://'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
    expect(api.writes).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://erp.kiwihorizons.example/hooks/fernway');
    await user.click(within(dialog).getByRole('checkbox', { name: /An invoice is issued/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /A booking is cancelled/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        {
          method: 'POST',
          url: '/api/app/webhooks',
          body: {
            url: 'https://erp.kiwihorizons.example/hooks/fernway',
            description: '',
            events: ['invoice.issued', 'booking.cancelled'],
            isActive: true,
          },
        },
      ]),
    );

    // The new endpoint opens, so its signing secret is at hand; hidden until asked for.
    expect(
      await screen.findByRole('heading', {
        name: 'https://erp.kiwihorizons.example/hooks/fernway',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 events')).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the signing secret' }));
    expect(screen.getByText(SECRET)).toBeInTheDocument();
    expect(await screen.findByText('Nothing has been sent yet.')).toBeInTheDocument();
  }, 20_000);

  it("lists a delivery's attempts and sends it again once on a double click", async () => {
    let release = () => {};
    const holdReplay = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = stubWebhooks('/api/app', {
      endpoints: [endpoint(5, { events: ['booking.cancelled'] })],
      deliveries: [delivery(9).detail],
      holdReplay,
    });
    const { user } = renderWithProviders(<WebhooksPage apiBase="/api/app" />, {
      route: '/app/webhooks',
    });
    const endpoints = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(within(endpoints).getByText('1 event')).toBeInTheDocument();
    await user.click(
      within(endpoints).getByRole('button', {
        name: 'Deliveries to https://erp.kiwihorizons.example/hooks/5',
      }),
    );
    const deliveries = await screen.findByRole('table', { name: 'Webhook deliveries' });
    const row = within(deliveries).getByText('A booking is cancelled').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('500')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: /^Details of A booking is cancelled/ }),
    );

    const drawer = await screen.findByRole('dialog', { name: 'Delivery' });
    const attempts = await within(drawer).findByRole('table', { name: 'Attempts' });
    const [first, second] = within(attempts).getAllByRole('row').slice(1);
    if (!first || !second) throw new Error('two attempts expected');
    expect(within(first).getByText('500')).toBeInTheDocument();
    expect(within(first).getByText('1,250 ms')).toBeInTheDocument();
    expect(within(first).getByText('{"error":"database unavailable"}')).toBeInTheDocument();
    expect(within(first).getByText('Scheduled')).toBeInTheDocument();
    expect(within(second).getByText('No response')).toBeInTheDocument();
    expect(within(second).getByText('Error: connect ECONNREFUSED')).toBeInTheDocument();
    expect(within(second).getByText('Aroha Admin')).toBeInTheDocument();
    expect(within(drawer).getByText(/"reference": "NZ-100234"/)).toBeInTheDocument();

    const replay = within(drawer).getByRole('button', { name: 'Send again' });
    clickTwiceBeforeRender(replay);
    await waitFor(() => expect(replay).toBeDisabled());
    release();
    expect(await within(drawer).findByText(/Sent again/)).toBeInTheDocument();
    expect(api.writes).toEqual([
      { method: 'POST', url: '/api/app/webhook-deliveries/9/replay', body: undefined },
    ]);
    expect(within(drawer).getAllByRole('row')).toHaveLength(4);
    expect(within(drawer).getByText('Nikau Agent')).toBeInTheDocument();
    // The list behind reloads with the new status.
    expect(await within(row).findByText('Delivered')).toBeInTheDocument();
  }, 20_000);

  it('deletes an endpoint after confirmation', async () => {
    const api = stubWebhooks('/api/app', { endpoints: [endpoint(5), endpoint(6)] });
    const { user } = renderWithProviders(<WebhooksPage apiBase="/api/app" />, {
      route: '/app/webhooks',
    });
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    await user.click(
      within(table).getByRole('button', {
        name: 'Delete https://erp.kiwihorizons.example/hooks/6',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete webhook endpoint' });
    expect(api.writes).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(table).queryByText('https://erp.kiwihorizons.example/hooks/6'),
      ).not.toBeInTheDocument(),
    );
    expect(api.writes).toEqual([{ method: 'DELETE', url: '/api/app/webhooks/6', body: undefined }]);
  }, 20_000);
});

describe('WebhooksPage (back office)', () => {
  it("lists every agency's deliveries by status and agency, and replays through the back-office API", async () => {
    const downloads = captureDownloads();
    const api = stubWebhooks('/api/admin', {
      deliveries: [
        delivery(9).detail,
        delivery(10, {
          endpointId: 12,
          endpointUrl: 'https://tours.southern-cross.example/webhooks',
          eventType: 'invoice.issued',
          status: 'delivered',
          lastResponseStatus: 204,
          attemptList: [],
          attempts: 1,
        }).detail,
        delivery(11, {
          endpointId: 40,
          endpointUrl: 'https://ops.fernway.example/hooks',
          eventType: 'payment.received',
          status: 'failed',
        }).detail,
      ],
    });
    const { user } = renderWithProviders(<WebhooksPage apiBase="/api/admin" />, {
      route: '/admin/webhooks?tab=deliveries',
    });
    const table = await screen.findByRole('table', { name: 'Webhook deliveries' });
    const operatorRow = within(table).getByText('https://ops.fernway.example/hooks').closest('tr');
    if (!operatorRow) throw new Error('no row');
    expect(within(operatorRow).getByText('Operator')).toBeInTheDocument();
    expect(
      within(table).getByText('https://tours.southern-cross.example/webhooks'),
    ).toBeInTheDocument();
    expect(api.reads).toContain('/api/admin/webhook-deliveries?page=1&per_page=20');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    await waitFor(() =>
      expect(
        within(table).queryByText('https://tours.southern-cross.example/webhooks'),
      ).not.toBeInTheDocument(),
    );
    expect(api.reads).toContain('/api/admin/webhook-deliveries?page=1&per_page=20&status=failed');

    await user.click(
      within(table).getByRole('button', { name: 'Only the deliveries of Kiwi Horizons Travel' }),
    );
    expect(await screen.findByText('Agency: Kiwi Horizons Travel')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(table).queryByText('https://ops.fernway.example/hooks'),
      ).not.toBeInTheDocument(),
    );
    expect(api.reads).toContain(
      '/api/admin/webhook-deliveries?page=1&per_page=20&status=failed&agencyId=1',
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['webhook-deliveries.csv']));
    expect(api.reads).toContain(
      '/api/admin/webhook-deliveries/export.csv?status=failed&agencyId=1',
    );

    await user.click(within(table).getByRole('button', { name: /^Details of A booking/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Delivery' });
    await user.click(await within(drawer).findByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        { method: 'POST', url: '/api/admin/webhook-deliveries/9/replay', body: undefined },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('tab', { name: 'Endpoints' }));
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
    expect(api.reads).toContain('/api/admin/webhooks');
  }, 20_000);
});
