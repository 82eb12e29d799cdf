import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPaymentReminderRecipientExclusion } from '@portal/shared/contracts/online-payments';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { paymentReminders } from '../src/db/schema/online-payments';
import { upsertSettingValue } from '../src/modules/settings/settings.repository';
import { paymentJobs } from '../src/modules/online-payments/online-payments.jobs';
import {
  getPaymentReminderSettings,
  reminderOffset,
  sendPaymentReminders,
} from '../src/modules/online-payments/online-payments.reminders';
import { buildAdmin } from './factories';
import { buildPaymentsWorld, guardNetwork, type TPaymentsWorld } from './online-payments-support';

const NZ_AGENT_EMAIL = 'liam@kiwihorizons.example';

let world: TPaymentsWorld;
beforeAll(async () => {
  guardNetwork();
  world = await buildPaymentsWorld();
});
afterAll(async () => {
  await world.t.close();
  vi.unstubAllGlobals();
});

/** Midnight UTC is midday in Auckland: the operator's date is `iso`. */
function operatorDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

async function remindersFor(reference: string) {
  return world.t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `Payment reminder:%${reference}%`));
}

const job = paymentJobs.find((definition) => definition.name === 'online-payments.reminders');
if (!job) throw new Error('online-payments.reminders is not defined');
const runJob = (iso: string) => job.run(world.t.app.ctx, operatorDay(iso));

describe('the reminder schedule', () => {
  it('picks the configured days before and after a due date', () => {
    const settings = { daysBeforeDue: [14, 3], daysAfterDue: [1, 7] };
    expect(reminderOffset('2030-04-05', '2030-04-19', settings)).toBe(-14);
    expect(reminderOffset('2030-04-16', '2030-04-19', settings)).toBe(-3);
    expect(reminderOffset('2030-04-20', '2030-04-19', settings)).toBe(1);
    expect(reminderOffset('2030-04-26', '2030-04-19', settings)).toBe(7);
    expect(reminderOffset('2030-04-19', '2030-04-19', settings)).toBeNull();
    expect(reminderOffset('2030-04-06', '2030-04-19', settings)).toBeNull();
    expect(
      reminderOffset('2030-04-19', '2030-04-19', { daysBeforeDue: [0], daysAfterDue: [] }),
    ).toBe(0);
  });

  it('reads the `payments` settings over the defaults', async () => {
    expect(await getPaymentReminderSettings(world.t.db)).toEqual({
      daysBeforeDue: [14, 3],
      daysAfterDue: [1, 7],
    });
    await upsertSettingValue(
      world.t.db,
      'payments',
      { daysBeforeDue: [10], daysAfterDue: 'x' },
      null,
      world.t.clock.now(),
    );
    expect(await getPaymentReminderSettings(world.t.db)).toEqual({
      daysBeforeDue: [10],
      daysAfterDue: [1, 7],
    });
    await upsertSettingValue(world.t.db, 'payments', {}, null, world.t.clock.now());
  });
});

describe('payment reminders', () => {
  it('emails the agent once per invoice, purpose and day, however often the job runs', async () => {
    // Travel 2030-06-03: deposit due 2030-02-01, balance due 2030-04-19.
    const { file, invoice } = await world.bookFile(world.nzAgent, { bookingName: 'Reminded' });
    expect(invoice.balanceDueOn).toBe('2030-04-19');

    expect(await runJob('2030-04-04')).toEqual({ processed: 0 });
    const first = await runJob('2030-04-05');
    expect(first.processed).toBeGreaterThanOrEqual(1);
    await runJob('2030-04-05');
    const mails = await remindersFor(file.reference);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(NZ_AGENT_EMAIL);
    expect(mail?.fileId).toBe(file.id);
    expect(mail?.subject).toBe(`Payment reminder: balance for ${file.reference} Reminded`);
    expect(mail?.text).toContain(`invoice ${invoice.number}, is due on 19 Apr 2030`);
    expect(mail?.text).toContain(`https://portal.test/app/view-booking/${file.reference}`);
    // The balance part: everything outstanding beyond the deposit.
    const balanceCents = invoice.totalCents - invoice.depositCents;
    const [reminder] = await world.t.db
      .select()
      .from(paymentReminders)
      .where(eq(paymentReminders.invoiceId, invoice.id));
    expect(reminder).toMatchObject({
      purpose: 'balance',
      offsetDays: -14,
      amountCents: balanceCents,
    });

    // The deposit was due on 2030-02-01: one day later it is overdue.
    await runJob('2030-02-02');
    await runJob('2030-02-02');
    const withDeposit = await remindersFor(file.reference);
    expect(withDeposit).toHaveLength(2);
    expect(withDeposit.map((row) => row.subject)).toContain(
      `Payment reminder: deposit for ${file.reference} Reminded`,
    );
    expect(withDeposit.find((row) => row.subject.includes('deposit'))?.text).toContain(
      'was due on 01 Feb 2030 and is still outstanding',
    );
  });

  it('asks nothing for a booking the agency cancelled, though its invoice is not credited yet', async () => {
    const { file } = await world.bookFile(world.nzAgent, { bookingName: 'Cancelled booking' });
    const cancelled = await world.nzAgent.post(`/api/app/files/${file.reference}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancellation' });
    await runJob('2030-02-02');
    await runJob('2030-04-05');
    expect(await remindersFor(file.reference)).toEqual([]);
  });

  it('sends nothing when nothing is owing', async () => {
    const { file, invoice } = await world.bookFile(world.nzAgent);
    const paid = await world.admin.post(`/api/admin/files/${file.reference}/payments`, {
      amountCents: invoice.totalCents,
      method: 'bank-transfer',
      reference: 'PAID-IN-FULL',
      receivedOn: '2030-02-01',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await runJob('2030-02-02');
    await runJob('2030-04-05');
    expect(await remindersFor(file.reference)).toEqual([]);

    // Deposit paid: no deposit reminder, but the balance is still owing.
    const part = await world.bookFile(world.nzAgent);
    await world.admin.post(`/api/admin/files/${part.file.reference}/payments`, {
      amountCents: part.invoice.depositCents,
      method: 'bank-transfer',
      receivedOn: '2030-02-01',
    });
    await runJob('2030-02-02');
    expect(await remindersFor(part.file.reference)).toEqual([]);
    await runJob('2030-04-16');
    expect((await remindersFor(part.file.reference)).map((row) => row.subject)).toEqual([
      `Payment reminder: balance for ${part.file.reference} ${part.file.bookingName}`,
    ]);
  });

  it('skips a file the back office excluded, until it is included again', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    const excluded = await world.admin.put(`/api/admin/files/${file.reference}/payment-reminders`, {
      excluded: true,
      reason: 'Paying by arrangement',
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json()).toEqual({
      bookingReference: file.reference,
      excluded: true,
      reason: 'Paying by arrangement',
    });
    await runJob('2030-04-05');
    expect(await remindersFor(file.reference)).toEqual([]);

    const included = await world.admin.put(`/api/admin/files/${file.reference}/payment-reminders`, {
      excluded: false,
    });
    expect(included.json()).toMatchObject({ excluded: false, reason: '' });
    await runJob('2030-04-05');
    expect(await remindersFor(file.reference)).toHaveLength(1);

    const unknown = await world.admin.put('/api/admin/files/NZ-999999/payment-reminders', {
      excluded: true,
    });
    expect(unknown.statusCode).toBe(404);
    const byAgent = await world.nzAgent.put(
      `/api/admin/files/${file.reference}/payment-reminders`,
      {
        excluded: true,
      },
    );
    expect(byAgent.statusCode).toBe(403);
  });

  it('never emails an excluded address, and does again once it is removed', async () => {
    const { file } = await world.bookFile(world.nzAgencyAdmin, { bookingName: 'Admin agent' });
    const agencyAdminEmail = (await world.nzAgencyAdmin.get('/api/auth/me')).json<{
      user: { email: string };
    }>().user.email;

    const added = await world.admin.post('/api/admin/payment-reminder-exclusions', {
      email: ` ${agencyAdminEmail.toUpperCase()} `,
      reason: 'Asked not to be reminded',
    });
    expect(added.statusCode, added.body).toBe(201);
    const exclusion = added.json<TPaymentReminderRecipientExclusion>();
    expect(exclusion).toMatchObject({ email: agencyAdminEmail.toLowerCase() });
    const duplicate = await world.admin.post('/api/admin/payment-reminder-exclusions', {
      email: agencyAdminEmail,
    });
    expect(duplicate.statusCode).toBe(422);
    const invalid = await world.admin.post('/api/admin/payment-reminder-exclusions', {
      email: 'not an address',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ errors: { email: expect.any(Array) } });
    const list = await world.admin.get('/api/admin/payment-reminder-exclusions');
    expect(list.json<TPaginated<TPaymentReminderRecipientExclusion>>().data).toEqual([exclusion]);

    await runJob('2030-04-05');
    expect(await remindersFor(file.reference)).toEqual([]);

    const removed = await world.admin.delete(
      `/api/admin/payment-reminder-exclusions/${exclusion.id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(
      (await world.admin.delete(`/api/admin/payment-reminder-exclusions/${exclusion.id}`))
        .statusCode,
    ).toBe(404);
    await runJob('2030-04-05');
    const mails = await remindersFor(file.reference);
    expect(mails.map((row) => row.to)).toEqual([agencyAdminEmail]);
  });

  it('pages and exports the excluded addresses on the server, formula-safe', async () => {
    for (const email of ['csv-a@agency.test', 'csv-b@agency.test', 'other@elsewhere.test']) {
      const added = await world.admin.post('/api/admin/payment-reminder-exclusions', {
        email,
        reason: email.startsWith('csv-a') ? '=HYPERLINK("x")' : '',
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const page = (
      await world.admin.get('/api/admin/payment-reminder-exclusions?q=agency.test&per_page=1')
    ).json<TPaginated<TPaymentReminderRecipientExclusion>>();
    expect(page.data.map((row) => row.email)).toEqual(['csv-a@agency.test']);
    expect(page.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(page.links.next).toContain('q=agency.test');

    const csv = await world.admin.get('/api/admin/payment-reminder-exclusions/export.csv?q=csv-');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('payment-reminder-exclusions.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Email,Reason,Excluded');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      '"csv-a@agency.test","\'=HYPERLINK(""x"")"',
      '"csv-b@agency.test",""',
    ]);
    expect(
      (await world.nzAgent.get('/api/admin/payment-reminder-exclusions/export.csv')).statusCode,
    ).toBe(403);
    // Accountants read files but do not manage them (files.manage-all).
    const accountant = await buildAdmin(world.t, { roles: ['accountant'] });
    const staff = await world.t.signIn(accountant.username, 'admin', accountant.password);
    expect((await staff.get('/api/admin/payment-reminder-exclusions/export.csv')).statusCode).toBe(
      403,
    );
  });

  it('counts what it sent for the scheduler log', async () => {
    const { file } = await world.bookFile(world.nzAgent, { travelDate: '2030-07-01' });
    // Balance due 45 days before travel (2030-05-17): three days ahead is 2030-05-14.
    expect(await sendPaymentReminders(world.t.app.ctx, operatorDay('2030-05-14'))).toEqual({
      processed: 1,
    });
    expect(await remindersFor(file.reference)).toHaveLength(1);
    expect(job.everyMs).toBeGreaterThan(0);
  });
});
