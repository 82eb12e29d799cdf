import { createHmac } from 'node:crypto';
import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import {
  channelSignatureText,
  userSignatureText,
  verifyChannelAuth,
  verifyUserAuth,
} from './realtime.signature';

// The worked example of Pusher's authentication reference.
const DOCS = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
const sdk = new Pusher({ appId: '1', key: DOCS.key, secret: DOCS.secret, cluster: 'mt1' });

describe('Pusher signatures', () => {
  it('match the reference example for a private channel, by hand and through the SDK', () => {
    const expected = `${DOCS.key}:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4`;
    const byHand = `${DOCS.key}:${createHmac('sha256', DOCS.secret)
      .update('1234.1234:private-foobar')
      .digest('hex')}`;
    expect(byHand).toBe(expected);
    expect(sdk.authorizeChannel('1234.1234', 'private-foobar').auth).toBe(expected);
    expect(channelSignatureText('1234.1234', 'private-foobar')).toBe('1234.1234:private-foobar');
    expect(verifyChannelAuth(expected, DOCS, '1234.1234', 'private-foobar')).toBe(true);
  });

  it('match the reference example for a presence channel (channel_data is signed too)', () => {
    const member = { user_id: 10, user_info: { name: 'Mr. Channels' } };
    // The SDK types user_id as a string; the reference example uses a number.
    const signed = sdk.authorizeChannel('1234.1234', 'presence-foobar', member as never);
    expect(signed).toEqual({
      auth: `${DOCS.key}:31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80`,
      channel_data: '{"user_id":10,"user_info":{"name":"Mr. Channels"}}',
    });
    expect(
      verifyChannelAuth(signed.auth, DOCS, '1234.1234', 'presence-foobar', signed.channel_data),
    ).toBe(true);
  });

  it('accept what the SDK signs for user sign-in, over "socket_id::user::user_data"', () => {
    const signed = sdk.authenticateUser('99.42', { id: '10', user_info: { name: 'Nikau' } });
    expect(userSignatureText('99.42', signed.user_data)).toBe(`99.42::user::${signed.user_data}`);
    const byHand = createHmac('sha256', DOCS.secret)
      .update(`99.42::user::${signed.user_data}`)
      .digest('hex');
    expect(signed.auth).toBe(`${DOCS.key}:${byHand}`);
    expect(verifyUserAuth(signed.auth, DOCS, '99.42', signed.user_data)).toBe(true);
    expect(verifyUserAuth(signed.auth, DOCS, '99.43', signed.user_data)).toBe(false);
    expect(verifyUserAuth(signed.auth, DOCS, '99.42', '{"id":"1"}')).toBe(false);
  });

  it('refuse anything else', () => {
    const { auth } = sdk.authorizeChannel('1.2', 'private-agency.1');
    const [key, signature] = auth.split(':') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const refused: [string, unknown, string, string][] = [
      ['another socket', auth, '1.3', 'private-agency.1'],
      ['another channel', auth, '1.2', 'private-agency.2'],
      ['a changed digit', `${key}:${flipped}`, '1.2', 'private-agency.1'],
      ['a shorter signature', `${key}:${signature.slice(1)}`, '1.2', 'private-agency.1'],
      ['another key', `other-key:${signature}`, '1.2', 'private-agency.1'],
      ['no key', signature, '1.2', 'private-agency.1'],
      ['nothing', '', '1.2', 'private-agency.1'],
      ['not a string', 42, '1.2', 'private-agency.1'],
      ['missing', undefined, '1.2', 'private-agency.1'],
    ];
    for (const [label, candidate, socketId, channel] of refused) {
      expect(verifyChannelAuth(candidate, DOCS, socketId, channel), label).toBe(false);
    }
    expect(verifyChannelAuth(auth, { ...DOCS, secret: 'other' }, '1.2', 'private-agency.1')).toBe(
      false,
    );
  });

  it('refuse presence data that was changed after signing', () => {
    const signed = sdk.authorizeChannel('1.2', 'presence-backoffice', {
      user_id: '1',
      user_info: { name: 'Aroha' },
    });
    const forged = JSON.stringify({ user_id: '2', user_info: { name: 'Aroha' } });
    expect(verifyChannelAuth(signed.auth, DOCS, '1.2', 'presence-backoffice', forged)).toBe(false);
    expect(verifyChannelAuth(signed.auth, DOCS, '1.2', 'presence-backoffice')).toBe(false);
  });
});
