import { describe, expect, it, vi } from 'vitest';
import { STATUS_COLOUR_ORDER, STATUS_WORDS, getStatusColour } from './status-colours';

describe('getStatusColour: every word of each list', () => {
  it.each([
    ['Confirmed', 'green'],
    ['Allotment', 'green'],
    ['Available', 'green'],
    ['Conf.', 'green'],
    ['Quote', 'amber'],
    ['Processing', 'amber'],
    ['On Request', 'amber'],
    ['Requested', 'amber'],
    ['Mixed', 'amber'],
    ['pending', 'amber'],
    ['Wait', 'amber'],
    ['Amendment', 'amber'],
    ['Provisional', 'amber'],
    ['Cancelled', 'red'],
    ['Unable', 'red'],
    ['Cancellation', 'red'],
    ['Unavailable', 'red'],
    ['Full', 'red'],
  ])('%s -> %s', (status, colour) => {
    expect(getStatusColour(status)).toBe(colour);
  });

  it('covers every listed word', () => {
    const listed = Object.values(STATUS_WORDS).flat();
    // SPEC section 4's 17 words, and the supplier's Provisional answer (issue 19, point 23).
    expect(listed).toHaveLength(18);
    expect(STATUS_COLOUR_ORDER).toEqual(['red', 'amber', 'green']);
  });
});

describe('getStatusColour: containment and the order of checks', () => {
  it.each([
    // Containment, ignoring case.
    ['Booking Confirmed', 'green'],
    ['CONFIRMED', 'green'],
    ['Conf. 8812', 'green'],
    ['Allotment held', 'green'],
    ['Quote sent', 'amber'],
    ['Pending', 'amber'],
    ['Payment pending', 'amber'],
    ['Waitlisted', 'amber'],
    ['Awaiting supplier', 'amber'],
    ['Fully booked', 'red'],
    // Red is checked first: it wins over the words it contains or sits beside.
    ['Unavailable', 'red'],
    ['Confirmed - Cancelled', 'red'],
    ['Cancellation Requested', 'red'],
    ['Available - Full', 'red'],
    // Amber beats green: not settled yet.
    ['Confirmed - Amendment Requested', 'amber'],
    ['Quote Confirmed', 'amber'],
    ['Mixed (Confirmed and On Request)', 'amber'],
    // "un" negates the word it precedes.
    ['Unconfirmed', null],
    ['Unrequested', null],
    ['Reconfirmed', 'green'],
    // Nothing listed.
    ['Draft', null],
    ['', null],
    ['Paid', null],
  ])('%j -> %s', (status, colour) => {
    expect(getStatusColour(status)).toBe(colour);
  });
});

describe('getStatusColour: a non-text status', () => {
  it.each([[null], [undefined], [42], [{ name: 'Confirmed' }], [['Confirmed']], [true]])(
    '%j has no colour and warns',
    (status) => {
      const warn = vi.fn();
      expect(getStatusColour(status, { warn })).toBeNull();
      expect(warn).toHaveBeenCalledWith('Status is not text, so it has no colour:', status);
    },
  );

  it('warns on the console by default', () => {
    // Shared code is typed without DOM or Node globals; the test runner has a console.
    const { console } = globalThis as unknown as { console: { warn(...args: unknown[]): void } };
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(getStatusColour(7)).toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('does not warn for text', () => {
    const warn = vi.fn();
    getStatusColour('Draft', { warn });
    expect(warn).not.toHaveBeenCalled();
  });
});
