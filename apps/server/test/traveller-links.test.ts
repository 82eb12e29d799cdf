import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TTravellerLinks, TTravellerShare } from '@portal/shared/contracts/traveller';
import { auditLog } from '../src/db/schema/audit-log';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
let quote: TFileView;
const base = () => `/api/app/files/${quote.reference}/traveller-links`;

beforeAll(async () => {
  world = await buildFilesWorld();
  quote = await world.createQuote(world.nzAgent, { bookingName: 'Shared with the client' });
});
afterAll(() => world.t.close());

describe("sharing a file's links with the client", () => {
  it('reads the live links without creating any', async () => {
    const before = await world.nzAgent.get(base());
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<TTravellerShare>()).toEqual({
      travelAppUrl: null,
      quoteUrl: null,
      quoteAcceptance: null,
    });
    const made = (await world.nzAgent.post(base())).json<TTravellerLinks>();
    const after = (await world.nzAgent.get(base())).json<TTravellerShare>();
    expect(after.quoteUrl).toBe(made.quoteUrl);
    expect(after.travelAppUrl).toBe(made.travelAppUrl);
  });

  it('emails the quote link to the address the agent typed, queued and audited', async () => {
    const response = await world.nzAgent.post(`${base()}/quote/email`, {
      email: ' client@example.com ',
      message: 'Here is the trip we talked about.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const share = response.json<TTravellerShare>();
    const mails = await world.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'client@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.fileId).toBe(quote.id);
    expect(mails[0]?.text).toContain(share.quoteUrl ?? 'missing');
    expect(mails[0]?.text).toContain('Here is the trip we talked about.');
    const audits = await world.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'traveller.link-emailed'));
    expect(audits.map((row) => row.entityId)).toEqual([quote.reference]);
  });

  it('refuses a bad address or kind with 422 and the field errors', async () => {
    const bad = await world.nzAgent.post(`${base()}/quote/email`, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: string; errors: Record<string, string[]> }>().errors).toHaveProperty(
      'email',
    );
    const kind = await world.nzAgent.post(`${base()}/brochure/revoke`);
    expect(kind.statusCode).toBe(422);
  });

  it("keeps another agency's agent out", async () => {
    expect((await world.auAgent.get(base())).statusCode).toBe(404);
    const mail = await world.auAgent.post(`${base()}/quote/email`, { email: 'x@example.com' });
    expect(mail.statusCode).toBe(404);
    expect((await world.auAgent.post(`${base()}/quote/revoke`)).statusCode).toBe(404);
  });

  it('revokes a link: its address stops working and a second revoke is a conflict', async () => {
    const { quoteUrl } = (await world.nzAgent.get(base())).json<TTravellerShare>();
    const token = quoteUrl?.split('/').pop() ?? '';
    const revoked = await world.nzAgent.post(`${base()}/quote/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<TTravellerShare>().quoteUrl).toBeNull();
    expect(revoked.json<TTravellerShare>().travelAppUrl).not.toBeNull();
    const client = world.t.client({ remoteAddress: '10.7.0.1' });
    expect((await client.get(`/api/quotes/public/${token}`)).statusCode).toBe(404);
    const again = await world.nzAgent.post(`${base()}/quote/revoke`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('There is no link to revoke.');
  });

  it('tells the agent when the client accepted the quote', async () => {
    const { quoteUrl } = (await world.nzAgent.post(base())).json<TTravellerLinks>();
    const client = world.t.client({ remoteAddress: '10.7.0.2' });
    const accepted = await client.post(
      `/api/quotes/public/${quoteUrl.split('/').pop() ?? ''}/accept`,
      {
        fullName: 'Kiri Client',
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const share = (await world.nzAgent.get(base())).json<TTravellerShare>();
    expect(share.quoteAcceptance?.fullName).toBe('Kiri Client');
  });
});
