import { describe, expect, it } from 'vitest';
import { decideAnswer } from '../src/modules/supplier-requests/supplier-requests.policy';

const request = (overrides: Partial<Parameters<typeof decideAnswer>[0]> = {}) => ({
  kind: 'new',
  status: 'sent',
  confirmation: null,
  reason: '',
  ...overrides,
});

describe('decideAnswer', () => {
  it('applies any answer to a request waiting for the supplier', () => {
    expect(decideAnswer(request(), { answer: 'confirm', confirmation: 'A1', remarks: '' })).toEqual(
      { type: 'apply' },
    );
    expect(decideAnswer(request(), { answer: 'decline', reason: 'Full' })).toEqual({
      type: 'apply',
    });
    expect(decideAnswer(request(), { answer: 'wait', reason: 'Waitlisted' })).toEqual({
      type: 'apply',
    });
  });

  it('lets a waitlisted service be confirmed, declined or waitlisted with a new note', () => {
    const waitlisted = request({ status: 'waitlisted', reason: 'Waitlisted' });
    expect(
      decideAnswer(waitlisted, { answer: 'confirm', confirmation: 'A1', remarks: '' }).type,
    ).toBe('apply');
    expect(decideAnswer(waitlisted, { answer: 'wait', reason: 'Waitlisted' }).type).toBe('same');
    expect(decideAnswer(waitlisted, { answer: 'wait', reason: 'Second on the list' }).type).toBe(
      'apply',
    );
  });

  it('accepts the same final answer again and refuses a different one', () => {
    const confirmed = request({ status: 'confirmed', confirmation: 'ABC123 -cl' });
    expect(
      decideAnswer(confirmed, { answer: 'confirm', confirmation: 'ABC123 -cl', remarks: '' }),
    ).toEqual({ type: 'same' });
    expect(
      decideAnswer(confirmed, { answer: 'confirm', confirmation: 'ABC124', remarks: '' }),
    ).toEqual({
      type: 'refuse',
      message: 'This service is already confirmed (ABC123). Please contact us to change it.',
    });
    const declined = request({ status: 'declined', reason: 'Full' });
    expect(decideAnswer(declined, { answer: 'decline', reason: 'Full' }).type).toBe('same');
    expect(decideAnswer(declined, { answer: 'wait', reason: 'Maybe' }).type).toBe('refuse');
  });

  it('releases cancellations only, and nothing answers a withdrawn or unsent request', () => {
    const cancel = request({ kind: 'cancel' });
    expect(
      decideAnswer(cancel, { answer: 'release', cancellationNumber: 'C1', remarks: '' }),
    ).toEqual({ type: 'apply' });
    expect(
      decideAnswer(cancel, { answer: 'confirm', confirmation: 'X', remarks: '' }),
    ).toMatchObject({ type: 'refuse', field: 'answer' });
    expect(
      decideAnswer(request(), { answer: 'release', cancellationNumber: 'C1', remarks: '' }),
    ).toMatchObject({
      type: 'refuse',
      field: 'answer',
    });
    expect(
      decideAnswer(request({ kind: 'cancel', status: 'released' }), {
        answer: 'release',
        cancellationNumber: 'C1',
        remarks: '',
      }).type,
    ).toBe('same');
    expect(
      decideAnswer(request({ status: 'cancelled' }), { answer: 'decline', reason: 'x' }),
    ).toEqual({
      type: 'refuse',
      message:
        'This request was withdrawn because the booking changed. There is nothing to answer.',
    });
    expect(
      decideAnswer(request({ status: 'pending' }), { answer: 'decline', reason: 'x' }).type,
    ).toBe('refuse');
  });

  it('lets a supplier correct a confirmed, declined or provisional answer before the service date', () => {
    const before = { isBeforeService: true, isSuperseded: false };
    const after = { isBeforeService: false, isSuperseded: false };
    const overtaken = { isBeforeService: true, isSuperseded: true };
    const confirmed = request({ status: 'confirmed', confirmation: 'ABC123' });
    const decline = { answer: 'decline', reason: 'Overbooked', replaces: 'confirmed' } as const;
    expect(decideAnswer(confirmed, decline, before)).toEqual({ type: 'apply' });
    expect(decideAnswer(confirmed, decline, after).type).toBe('refuse');
    expect(decideAnswer(confirmed, decline, overtaken).type).toBe('refuse');
    // Without naming the answer it replaces, a different answer is a second answer: refused.
    expect(decideAnswer(confirmed, { answer: 'decline', reason: 'Overbooked' }, before).type).toBe(
      'refuse',
    );
    expect(
      decideAnswer(
        confirmed,
        { answer: 'confirm', confirmation: 'ABC124', remarks: '', replaces: 'confirmed' },
        before,
      ),
    ).toEqual({ type: 'apply' });
    const declined = request({ status: 'declined', reason: 'Full' });
    expect(
      decideAnswer(
        declined,
        { answer: 'confirm', confirmation: 'A1', remarks: '', replaces: 'declined' },
        before,
      ),
    ).toEqual({ type: 'apply' });
    const provisional = {
      answer: 'provisional',
      optionExpiresOn: '2030-02-20',
      confirmation: 'OPT1',
      remarks: '',
    } as const;
    expect(decideAnswer(request(), provisional, after)).toEqual({ type: 'apply' });
    const held = request({
      status: 'provisional',
      confirmation: 'OPT1',
      optionExpiresOn: '2030-02-20',
    });
    expect(decideAnswer(held, provisional, after)).toEqual({ type: 'same' });
    // Held is not settled: the supplier confirms it later, whatever the date.
    expect(
      decideAnswer(held, { answer: 'confirm', confirmation: 'A1', remarks: '' }, after).type,
    ).toBe('apply');
    // A release is final.
    const released = request({ kind: 'cancel', status: 'released', cancellationNumber: 'C1' });
    expect(
      decideAnswer(released, { answer: 'release', cancellationNumber: 'C2', remarks: '' }, before)
        .type,
    ).toBe('same');
  });
});
