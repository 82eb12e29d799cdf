import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSettings } from '../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  stubFetch,
  TestProviders,
} from '../testing/test-utils';
import { brandDateOf, useSettings } from './settings';

function SettingsProbe() {
  const { clean, companyName, productName } = useSettings();
  return (
    <dl>
      <dt>clean</dt>
      <dd data-testid="clean">{String(clean)}</dd>
      <dt>company</dt>
      <dd data-testid="company">{companyName}</dd>
      <dt>product</dt>
      <dd data-testid="product">{productName}</dd>
    </dl>
  );
}

function renderProbe() {
  return render(
    <TestProviders queryClient={createTestQueryClient()}>
      <SettingsProbe />
    </TestProviders>,
  );
}

describe('useSettings', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('is clean while loading and not clean once the settings loaded', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderProbe();
    expect(screen.getByTestId('clean')).toHaveTextContent('true');
    expect(screen.getByTestId('product')).toHaveTextContent('Fernway Portal');
    expect(fetchMock).toHaveBeenCalledWith('/api/get-settings', expect.anything());

    answer(jsonResponse(demoSettings));
    await waitFor(() => expect(screen.getByTestId('clean')).toHaveTextContent('false'));
    expect(screen.getByTestId('company')).toHaveTextContent('Fernway Journeys');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('logs "Invalid response!" when the settings do not load and stays clean', async () => {
    stubFetch(() => jsonResponse({ env: { general: {} } }));
    renderProbe();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Invalid response!', expect.anything()),
    );
    expect(screen.getByTestId('clean')).toHaveTextContent('true');
    expect(screen.getByTestId('company')).toHaveTextContent('');
  });

  it('logs "Invalid response!" when the server fails', async () => {
    stubFetch(() => jsonResponse({ message: 'Server Error' }, 500));
    renderProbe();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Invalid response!', expect.anything()),
    );
    expect(screen.getByTestId('clean')).toHaveTextContent('true');
  });
});

describe("brandDateOf: a brand's today for the web's date defaults", () => {
  // 19:00 UTC on 9 Feb is 08:00 on 10 Feb in Auckland and 06:00 on 10 Feb in Sydney.
  const nzMorning = new Date('2030-02-09T19:00:00Z');
  // 12:30 UTC on 9 Feb is 01:30 on 10 Feb in Auckland but 23:30 on 9 Feb in Sydney.
  const nzSmallHours = new Date('2030-02-09T12:30:00Z');

  it("at 08:00 in New Zealand is the local date of both brands, not the browser's UTC date", () => {
    expect(brandDateOf(demoSettings, 1, nzMorning)).toBe('2030-02-10');
    expect(brandDateOf(demoSettings, 2, nzMorning)).toBe('2030-02-10');
  });

  it("is Sydney's date for the Australian brand, and the zone the settings give it", () => {
    expect(brandDateOf(demoSettings, 1, nzSmallHours)).toBe('2030-02-10');
    expect(brandDateOf(demoSettings, 2, nzSmallHours)).toBe('2030-02-09');
    const perth = {
      env: {
        ...demoSettings.env,
        brands: demoSettings.env.brands.map((brand) =>
          brand.id === 2 ? { ...brand, timeZone: 'Australia/Perth' } : brand,
        ),
      },
    };
    // 15:30 UTC on 9 Feb: 02:30 on 10 Feb in Sydney, 23:30 on 9 Feb in Perth.
    expect(brandDateOf(perth, 2, new Date('2030-02-09T15:30:00Z'))).toBe('2030-02-09');
    expect(brandDateOf(demoSettings, 2, new Date('2030-02-09T15:30:00Z'))).toBe('2030-02-10');
  });

  it("uses the brand's default zone before the settings have loaded", () => {
    expect(brandDateOf(null, 2, nzSmallHours)).toBe('2030-02-09');
    expect(brandDateOf(null, null, nzSmallHours)).toBe('2030-02-10');
  });
});
