import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { apiHeaders } from './demo';

/** The traveller journeys' shared steps: an agent's booking, finding its travel app, a card. */

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

function travelDate(daysAhead: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

/** A quote of Kiwi Horizons made through the agent API, as the agent portal would. */
export async function quoteAsAgent(
  page: Page,
  request: APIRequestContext,
  name: string,
  daysAhead = 90,
) {
  const headers = await apiHeaders(page);
  const packages = await request.get('/api/app/packages?per_page=100', { headers });
  expect(packages.ok()).toBe(true);
  const list = (await packages.json()) as TPaginated<{ id: number; code: string }>;
  const demo = list.data.find((pkg) => pkg.code === 'NZ-NIE-7') ?? list.data[0];
  if (!demo) throw new Error('The demo catalogue has no package');
  const created = await request.post('/api/app/files', {
    headers,
    data: {
      packageId: demo.id,
      travelDate: travelDate(daysAhead),
      accommodationClass: 'superior',
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName: name,
      yourReference: 'TRAVELLER-E2E',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as TFileView;
}

/** The same, booked. */
export async function bookAsAgent(page: Page, request: APIRequestContext, name: string) {
  const headers = await apiHeaders(page);
  const quote = await quoteAsAgent(page, request, name);
  const booked = await request.post(`/api/app/files/${quote.reference}/request-booking`, {
    headers,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return (await booked.json()) as TFileView;
}

export async function findItinerary(page: Page, reference: string) {
  await page.goto('/travel-app');
  await page.getByPlaceholder('Booking Reference').fill(reference);
  await page.getByRole('button', { name: 'Find Itinerary' }).click();
  await page.waitForURL(/\/travel-app\/[A-Za-z0-9_-]{20,}$/);
}

/** Fills the sandbox's card form and presses Pay (the expiry any future month unless given). */
export async function payWithCard(page: Page, cardNumber: string, expiry = '12/34') {
  await page.getByLabel(/^Cardholder name/).fill('Ann Traveller');
  await page.getByLabel(/^Card number/).fill(cardNumber);
  await page.getByLabel(/^Expiry/).fill(expiry);
  await page.getByLabel(/^CVC/).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * WCAG contrast ratio of an element's text colour against the first opaque background behind it
 * (its own or an ancestor's; white when none is set).
 */
export async function contrastWithBackground(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const parse = (colour: string) => {
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
      return { rgb: parts.slice(0, 3), alpha: parts[3] ?? 1 };
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let background = [255, 255, 255];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const { rgb, alpha } = parse(getComputedStyle(node).backgroundColor);
      if (alpha === 1) {
        background = rgb;
        break;
      }
    }
    const text = luminance(parse(getComputedStyle(element).color).rgb);
    const back = luminance(background);
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
}
