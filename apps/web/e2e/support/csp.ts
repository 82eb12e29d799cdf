import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of a page (issue 11): the browser fires a
 * `securitypolicyviolation` event in the document for each blocked script, style, connection or
 * worker, and logs it on the console. Call before the first navigation.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}`,
      );
    });
  });
  return async () => [
    ...consoleReports,
    ...(await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])),
  ];
}

/** Fails when the page met a CSP violation since it loaded, or was served without a policy. */
export async function expectNoCspViolation(page: Page, read: () => Promise<string[]>) {
  expect(await read(), `CSP violations on ${page.url()}`).toEqual([]);
}
