import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSettings } from '../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  stubFetch,
  TestProviders,
} from '../testing/test-utils';
import { useSettings } from './settings';

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
