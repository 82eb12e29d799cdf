import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { toDrawableImage } from '../src/lib/document-images';
import { renderItineraryPdf } from '../src/modules/invoices/invoices.pdf';

/**
 * Issue 19, point 21: the itinerary PDF as a client reads it: dates as SPEC section
 * 9's "DD Mon YYYY", times as HH:MM, statuses in words, never "2026-12-01" or "1500 - 1000".
 */

/**
 * The text of a pdfkit PDF, one line per text-showing operator: its content streams inflated, the
 * hex strings of each TJ array decoded (Helvetica is WinAnsi: one byte a character). Suites
 * without poppler's pdftotext read the document this way (the e2e reads it with pdftotext).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(shown[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]);
      lines.push(Buffer.from(hex.join(''), 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

describe('the itinerary PDF', () => {
  it('prints dates as DD Mon YYYY, times as HH:MM and statuses a client understands', async () => {
    const pdf = await renderItineraryPdf({
      head: {
        companyName: 'Fernway Travel',
        brandName: 'Fernway New Zealand',
        address: '',
        phone: '',
        email: '',
        letterheadText: '',
        priceMessage: 'NZD incl. 15% GST',
        emergencyPhone: '',
      },
      branding: 'operator',
      agency: { name: 'Kiwi Horizons Travel', phone: '', email: '', logo: null },
      fileReference: 'NZ-100123',
      bookingName: 'Walker family',
      travelDate: '2026-12-01',
      endDate: '2026-12-03',
      passengers: '2 adults',
      currency: 'NZD',
      totalCents: 123_400,
      days: [
        {
          dayNumber: 1,
          date: '2026-12-01',
          title: 'Auckland',
          description: '',
          drivingNotes: [],
          image: null,
          lines: [
            {
              name: 'Harbourview Hotel',
              serviceType: 'Accommodation',
              status: 'Wait',
              startTime: '1500',
              endTime: '1000',
              nights: 2,
              supplierName: 'Harbourview Hotel Auckland',
              phone: '',
              address: '',
              voucher: null,
              confirmation: null,
              remarks: '',
            },
          ],
        },
      ],
    });
    const text = pdfText(pdf);
    expect(text).toContain('Travel: 01 Dec 2026 to 03 Dec 2026');
    expect(text).toContain('Day 1 - 01 Dec 2026 - Auckland');
    expect(text).toContain('15:00 - 10:00');
    expect(text).toContain('Status: Awaiting confirmation');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain('1500');
    expect(text).not.toContain('Status: Wait');
  });
});

describe('pictures in the itinerary PDF', () => {
  const picture = toDrawableImage(
    readFileSync(new URL('../../web/public/demo/tours/southern-alps.png', import.meta.url)),
  );

  it('draws one picture a day, scaled, and lets the days flow onto the next pages', async () => {
    if (!picture) throw new Error('the demo picture is not drawable');
    const days = Array.from({ length: 12 }, (_, index) => ({
      dayNumber: index + 1,
      date: `2026-12-${String(index + 1).padStart(2, '0')}`,
      title: `Stop ${index + 1}`,
      description: 'A day on the road.',
      drivingNotes: [],
      image: index === 5 ? null : picture,
      lines: [],
    }));
    const pdf = await renderItineraryPdf({
      head: {
        companyName: 'Fernway Travel',
        brandName: 'Fernway New Zealand',
        address: '',
        phone: '',
        email: '',
        letterheadText: '',
        priceMessage: '',
        emergencyPhone: '',
      },
      branding: 'operator',
      agency: { name: 'Kiwi Horizons Travel', phone: '', email: '', logo: null },
      fileReference: 'NZ-100124',
      bookingName: 'Walker family',
      travelDate: '2026-12-01',
      endDate: '2026-12-12',
      passengers: '2 adults',
      currency: 'NZD',
      totalCents: 0,
      days,
    });
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Subtype \/Image/g)).toHaveLength(11);
    expect(raw.match(/\/Type \/Page\n/g)?.length).toBeGreaterThanOrEqual(3);
    const text = pdfText(pdf);
    for (const day of days) expect(text).toContain(`Day ${day.dayNumber} - `);
  });
});
