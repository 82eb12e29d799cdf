import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakePusher, createFakeConnection } from '../../lib/realtime.test-support';
import { RealtimeConnectionIndicator } from './connection-indicator';
import { renderRealtime } from './realtime.test-utils';

describe('RealtimeConnectionIndicator', () => {
  it('starts the connection and follows it: connecting, live, offline, live again', async () => {
    const connection = createFakeConnection();
    renderRealtime(<RealtimeConnectionIndicator connection={connection} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Connecting…');
    expect(status).toHaveAttribute('aria-label', 'Live updates: Connecting…');

    await act(() => connection.connect());
    const pusher = FakePusher.latest();
    act(() => pusher.setState('connected'));
    expect(status).toHaveTextContent('Live');
    expect(status).toHaveAttribute('data-state', 'connected');

    act(() => pusher.setState('unavailable'));
    expect(status).toHaveTextContent('Offline');
    expect(status).toHaveAttribute('data-state', 'unavailable');

    act(() => pusher.setState('connected'));
    expect(status).toHaveTextContent('Live');
  });

  it('speaks the interface language', async () => {
    const connection = createFakeConnection();
    renderRealtime(<RealtimeConnectionIndicator connection={connection} />, { language: 'de' });
    await act(() => connection.connect());
    act(() => FakePusher.latest().setState('unavailable'));
    expect(screen.getByRole('status')).toHaveAttribute(
      'aria-label',
      'Live-Aktualisierungen: Offline',
    );
    act(() => FakePusher.latest().setState('connecting'));
    expect(screen.getByRole('status')).toHaveTextContent('Verbinde…');
  });
});
