import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { buildAdminFile } from '../testing/client-file-fixtures';
import { CreditHoldPanel } from './credit-hold-panel';

const held = buildAdminFile({
  status: 'Requested',
  creditHold: {
    heldAt: '2027-01-10T01:00:00.000Z',
    depositCents: 12_345,
    releasedAt: null,
    release: null,
  },
});

describe('the credit hold panel', () => {
  it('says what the booking waits for and approves once, however often it is clicked', async () => {
    const posted: { body: unknown; key: string | undefined }[] = [];
    // The answer waits until both clicks are in, as it does on a slow network.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubFetch(async ({ url, method, body, headers }) => {
      const { pathname } = new URL(url, 'http://portal.test');
      if (pathname === '/api/admin/files/NZ-100007/credit-approval' && method === 'POST') {
        posted.push({ body, key: headers['Idempotency-Key'] });
        await answered;
        return jsonResponse({
          ...held,
          creditHold: {
            ...held.creditHold,
            releasedAt: '2027-01-10T02:00:00.000Z',
            release: 'approval',
          },
        });
      }
      return jsonResponse({ message: 'Not found' }, 404);
    });
    const { user } = renderWithProviders(<CreditHoldPanel file={held} canApprove />);
    expect(
      screen.getByText("Waiting for the deposit or the operator's credit approval"),
    ).toBeInTheDocument();
    expect(screen.getByText(/deposit of NZ\$123\.45/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Paid by transfer');
    const approve = screen.getByRole('button', { name: 'Approve credit' });
    await user.dblClick(approve);
    await waitFor(() => expect(posted).toHaveLength(1));
    answer();
    await waitFor(() => expect(approve).not.toHaveAttribute('data-loading'));
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({ reason: 'Paid by transfer' });
    expect(posted[0]?.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  });

  it('shows no button without finance.manage, and nothing once the hold is lifted', () => {
    const { unmount } = renderWithProviders(<CreditHoldPanel file={held} canApprove={false} />);
    expect(screen.getByText(/deposit of NZ\$123\.45/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve credit' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <CreditHoldPanel
        file={{
          ...held,
          creditHold: {
            ...held.creditHold!,
            releasedAt: '2027-01-10T02:00:00.000Z',
            release: 'deposit',
          },
        }}
        canApprove
      />,
    );
    expect(screen.queryByText(/deposit of/)).not.toBeInTheDocument();
  });
});
