import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTravelAppPath, TRAVEL_APP_SW_SCOPE } from '@portal/shared/domain/traveller-pages';

/**
 * A service worker controls the documents whose address starts with its scope, as they were
 * created: a traveller who arrives through the find form stays in the document of `/travel-app`,
 * and the installed app opens at the manifest's start_url (issue 19 point 5).
 */
const manifest = JSON.parse(
  readFileSync(join(__dirname, '../../public/travel-app.webmanifest'), 'utf8'),
) as { start_url: string; scope: string };

const controls = (path: string) => path.startsWith(TRAVEL_APP_SW_SCOPE);

describe("the travel app's offline scope", () => {
  it('covers the find page, the itineraries and the installed app’s start page', () => {
    expect(controls('/travel-app')).toBe(true);
    expect(controls('/travel-app/AbCdEfGhIjKlMnOpQrStUvWx12345678')).toBe(true);
    expect(controls(manifest.start_url)).toBe(true);
    expect(controls(manifest.scope)).toBe(true);
  });

  it('registers only on the travel app’s own pages', () => {
    expect(isTravelAppPath('/travel-app')).toBe(true);
    expect(isTravelAppPath('/travel-app/abc')).toBe(true);
    expect(isTravelAppPath('/travel-apps')).toBe(false);
    expect(isTravelAppPath('/quote/abc')).toBe(false);
  });
});
