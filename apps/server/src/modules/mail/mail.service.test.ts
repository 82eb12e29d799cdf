import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { buildTestApp, MINUTE, type TTestApp } from '../../../test/build-test-app';
import type { TOutgoingMail } from './mail.transport';
import { createMailDispatcher, MAX_MAIL_ATTEMPTS, queueMail, retryDelayMs } from './mail.service';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function dispatcherWith(send: (mail: TOutgoingMail) => Promise<void>) {
  return createMailDispatcher({
    db: t.db,
    clock: t.clock,
    log: t.app.log,
    from: 'Fernway Travel <no-reply@fernway.test>',
    transport: { send },
  });
}

async function mailRow(id: number) {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no mail ${id}`);
  return row;
}

describe('mail dispatcher', () => {
  it('sends due mail through the transport and marks it sent', async () => {
    const sent: TOutgoingMail[] = [];
    const id = await queueMail(
      t.db,
      {
        to: 'agent@agency.test',
        subject: 'Quote ready',
        text: 'Your quote',
        html: '<p>Your quote</p>',
      },
      t.clock.now(),
    );
    await dispatcherWith(async (mail) => void sent.push(mail)).dispatchDue();
    expect(sent).toEqual([
      {
        from: 'Fernway Travel <no-reply@fernway.test>',
        to: 'agent@agency.test',
        subject: 'Quote ready',
        text: 'Your quote',
        html: '<p>Your quote</p>',
        attachments: [],
      },
    ]);
    expect(await mailRow(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: t.clock.now() });
  });

  it('sends the documents queued with a message (a remittance advice)', async () => {
    const sent: TOutgoingMail[] = [];
    const pdf = Buffer.from('%PDF-1.3 remittance').toString('base64');
    await queueMail(
      t.db,
      {
        to: 'accounts@supplier.test',
        subject: 'Remittance advice',
        text: 'Attached',
        html: null,
        attachments: [
          { filename: 'remittance.pdf', contentType: 'application/pdf', contentBase64: pdf },
        ],
      },
      t.clock.now(),
    );
    await dispatcherWith(async (mail) => void sent.push(mail)).dispatchDue();
    expect(sent.map((mail) => mail.attachments)).toEqual([
      [{ filename: 'remittance.pdf', contentType: 'application/pdf', contentBase64: pdf }],
    ]);
  });

  it('does not send mail queued in a transaction that rolled back', async () => {
    const sent: TOutgoingMail[] = [];
    await t.db
      .transaction(async (tx) => {
        await queueMail(
          tx,
          { to: 'x@agency.test', subject: 'Nope', text: 'x', html: null },
          t.clock.now(),
        );
        throw new Error('booking failed');
      })
      .catch(() => undefined);
    await dispatcherWith(async (mail) => void sent.push(mail)).dispatchDue();
    expect(sent.filter((mail) => mail.subject === 'Nope')).toEqual([]);
  });

  it('retries with backoff and gives up after the last attempt', async () => {
    const id = await queueMail(
      t.db,
      { to: 'down@agency.test', subject: 'Voucher', text: 'v', html: null },
      t.clock.now(),
    );
    const dispatcher = dispatcherWith(async () => {
      throw new Error('SMTP 421 try later');
    });
    await dispatcher.dispatchDue();
    let row = await mailRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 421 try later' });
    expect(row.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(retryDelayMs(1));

    // Not due yet: nothing happens.
    await dispatcher.dispatchDue();
    expect((await mailRow(id)).attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      t.clock.advance(60 * MINUTE);
      await dispatcher.dispatchDue();
    }
    row = await mailRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });

  it('holds mail when no transport is configured', async () => {
    const id = await queueMail(
      t.db,
      { to: 'a@agency.test', subject: 'Held', text: 'h', html: null },
      t.clock.now(),
    );
    await t.app.ctx.mail.dispatchDue();
    expect((await mailRow(id)).status).toBe('held');
  });

  it('backs off 1, 2, 4, 8, 16 minutes, then at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});
