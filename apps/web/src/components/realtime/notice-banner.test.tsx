import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TNotice } from '@portal/shared/contracts/realtime';
import { FakePusher, createFakeConnection } from '../../lib/realtime.test-support';
import { NoticeBanner } from './notice-banner';
import { renderRealtime } from './realtime.test-utils';

const nzAgent = { id: 10, kind: 'agent' as const, agencyId: 1, supplierId: null };

function notice(overrides: Partial<TNotice> = {}): TNotice {
  return {
    id: 'notice-1',
    message: 'SH1 Kaikōura closed until Friday: coach transfers rerouted via Lewis Pass.',
    level: 'warning',
    audience: 'agents',
    publishedAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}

async function renderBanner(user: Parameters<typeof NoticeBanner>[0]['user'], language = 'en') {
  const connection = createFakeConnection();
  const view = renderRealtime(<NoticeBanner user={user} connection={connection} />, { language });
  await act(() => connection.connect());
  return { ...view, pusher: FakePusher.latest() };
}

describe('NoticeBanner', () => {
  it("listens on the portal channel and the agent's audience channels", async () => {
    const { pusher } = await renderBanner(nzAgent);
    expect(pusher.subscribed.sort()).toEqual(['portal', 'private-agency.1', 'private-agents']);
  });

  it('listens on the portal channel only for visitors', async () => {
    const { pusher } = await renderBanner(null);
    expect(pusher.subscribed).toEqual(['portal']);
  });

  it('shows a notice once, newest first, titled by its level, and lets the user dismiss it', async () => {
    const { pusher } = await renderBanner(nzAgent);
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();

    act(() => pusher.emit('private-agency.1', 'notice.published', notice()));
    act(() => pusher.emit('private-agency.1', 'notice.published', notice()));
    act(() =>
      pusher.emit(
        'portal',
        'notice.published',
        notice({
          id: 'notice-2',
          level: 'critical',
          audience: 'all',
          message: 'Portal maintenance at 22:00 NZT.',
        }),
      ),
    );

    const region = screen.getByRole('region', { name: 'Notices' });
    const alerts = within(region).getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('Urgent');
    expect(alerts[0]).toHaveTextContent('Portal maintenance at 22:00 NZT.');
    expect(alerts[1]).toHaveTextContent('Important');
    expect(alerts[1]).toHaveTextContent('SH1 Kaikōura closed');

    const user = userEvent.setup();
    await user.click(
      within(alerts[0] as HTMLElement).getByRole('button', { name: 'Dismiss notice' }),
    );
    expect(within(region).getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Portal maintenance at 22:00 NZT.')).not.toBeInTheDocument();
  });

  it('ignores payloads that break the notice contract', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { pusher } = await renderBanner(nzAgent);
    act(() => pusher.emit('portal', 'notice.published', { message: 'no id, no level' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps only the latest few notices', async () => {
    const { pusher } = await renderBanner(nzAgent);
    for (const id of ['a', 'b', 'c', 'd']) {
      act(() => pusher.emit('portal', 'notice.published', notice({ id, message: `Notice ${id}` })));
    }
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Notice d'),
      expect.stringContaining('Notice c'),
      expect.stringContaining('Notice b'),
    ]);
  });

  it('is translated', async () => {
    const { pusher } = await renderBanner(nzAgent, 'fr');
    act(() => pusher.emit('portal', 'notice.published', notice({ level: 'info' })));
    expect(screen.getByRole('region', { name: 'Annonces' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Information');
    expect(screen.getByRole('button', { name: 'Fermer l’annonce' })).toBeInTheDocument();
  });

  it('leaves its channels when unmounted', async () => {
    const { pusher, unmount } = await renderBanner(nzAgent);
    unmount();
    expect(pusher.unsubscribed.sort()).toEqual(['portal', 'private-agency.1', 'private-agents']);
  });
});
