import { expect, test, type Page } from '@playwright/test';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';

/**
 * The back office's file timeline (issue 19, point 29): the note typed when moving a file is saved
 * with the status change, and the file page shows it with the move, who made it and when.
 */

function travelDate(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 97);
  return date.toISOString().slice(0, 10);
}

/** The agent saves the demo package as a quote and requests it: a Requested booking. */
async function requestedBooking(agent: Page): Promise<TFileView> {
  const headers = await apiHeaders(agent);
  const packages = await agent.request.get('/api/app/packages?per_page=100', { headers });
  expect(packages.ok()).toBe(true);
  const list = (await packages.json()) as TPaginated<{ id: number; code: string }>;
  const demo = list.data.find((pkg) => pkg.code === 'NZ-NIE-7');
  if (!demo) throw new Error('The demo catalogue has no North Island Explorer');
  const created = await agent.request.post('/api/app/files', {
    headers,
    data: {
      packageId: demo.id,
      travelDate: travelDate(),
      accommodationClass: 'superior',
      rooms: [
        {
          roomType: 'DB',
          adults: 2,
          guests: [
            { title: 'Ms', fullName: 'Ana Timeline' },
            { title: 'Mr', fullName: 'Rua Timeline' },
          ],
        },
      ],
      bookingName: 'Timeline check',
      yourReference: 'TIMELINE-E2E',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as TFileView;
  const booked = await agent.request.post(`/api/app/files/${quote.reference}/request-booking`, {
    headers,
    data: {},
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return (await booked.json()) as TFileView;
}

test('the back office reads the note of a status move on the file timeline, with who and when', async ({
  page: admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const agentContext = await browser.newContext({ baseURL });
  const agent = await agentContext.newPage();
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  const file = await requestedBooking(agent);
  await agentContext.close();

  await signIn(admin, 'admin', DEMO_USERS.admin);
  await admin.goto(`/admin/client-files/${file.reference}`);
  const status = admin.getByRole('form', { name: 'Status' });
  await expect(admin.getByRole('heading', { name: `Client file ${file.reference}` })).toBeVisible();
  const moveTo = status.getByRole('combobox', { name: 'Move to' });
  // Mantine closes an open list when the page re-renders under it (live updates): open it again.
  await expect(async () => {
    if ((await moveTo.getAttribute('aria-expanded')) !== 'true') await moveTo.click();
    await admin.getByRole('option', { name: 'Processing', exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await status.getByLabel('Note for the file history').fill('Agent confirmed by phone');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(admin.getByRole('region', { name: 'Status' })).toContainText('Processing');

  // Reopened later, the file page tells what happened, newest first.
  await admin.reload();
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  const newest = timeline.getByRole('listitem').first();
  await expect(newest).toContainText("Changed the file's status");
  await expect(newest).toContainText(/Note:\s*Agent confirmed by phone/);
  await expect(newest).toContainText(/Requested\s*→\s*Processing/);
  // Who and when: the admin's name and the moment as SPEC section 9 writes it.
  await expect(newest).toContainText(
    /Portal Administrator · \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/,
  );
  // The agent's request is there too, older, with the agent's name.
  await expect(
    timeline.getByRole('listitem').filter({ hasText: 'Requested the booking' }).first(),
  ).toContainText('Liam Walker');
});
