import { describe, expect, it } from 'vitest';
import {
  FILE_ACTORS,
  FILE_STATUSES,
  FILE_TRANSITIONS,
  IllegalTransitionError,
  SERVICE_LINE_STATUSES,
  SERVICE_LINE_TRANSITIONS,
  assertLineTransition,
  assertTransition,
  canTransition,
  canTransitionLine,
  cancellationTarget,
  isCancelledFileStatus,
  isEditableFileStatus,
  isFileStatus,
  isServiceLineStatus,
  lineTransitionError,
  nextFileStatuses,
  transitionError,
} from './file-states';

describe('file state machine', () => {
  it('walks the happy path quote -> requested -> processing -> confirmed', () => {
    expect(canTransition('Quote', 'Requested', 'agent')).toBe(true);
    expect(canTransition('Requested', 'Processing', 'admin')).toBe(true);
    expect(canTransition('Processing', 'Confirmed', 'admin')).toBe(true);
    expect(canTransition('Processing', 'Confirmed', 'system')).toBe(true);
  });

  it('lets only the back office or the portal move a booking forward', () => {
    expect(canTransition('Requested', 'Processing', 'agent')).toBe(false);
    expect(canTransition('Processing', 'Confirmed', 'agent')).toBe(false);
    expect(canTransition('Cancellation', 'Cancelled', 'agent')).toBe(false);
    expect(canTransition('Cancellation', 'Cancelled', 'admin')).toBe(true);
  });

  it('never goes back to a quote, never leaves Cancelled, never skips steps', () => {
    for (const from of FILE_STATUSES) {
      for (const actor of FILE_ACTORS) {
        expect(canTransition(from, 'Quote', actor)).toBe(false);
        expect(canTransition('Cancelled', from, actor)).toBe(false);
      }
    }
    expect(canTransition('Quote', 'Confirmed', 'admin')).toBe(false);
    expect(canTransition('Quote', 'Processing', 'admin')).toBe(false);
    // Suppliers confirming everything as asked confirm the booking; an agent never does.
    expect(canTransition('Requested', 'Confirmed', 'system')).toBe(true);
    expect(canTransition('Requested', 'Confirmed', 'agent')).toBe(false);
    expect(canTransition('Quote', 'Cancellation', 'agent')).toBe(false);
  });

  it('cancels a quote at once and a booking through Cancellation', () => {
    expect(cancellationTarget('Quote')).toBe('Cancelled');
    for (const status of ['Requested', 'Processing', 'Confirmed', 'Amendment'] as const) {
      expect(cancellationTarget(status)).toBe('Cancellation');
      expect(canTransition(status, 'Cancellation', 'agent')).toBe(true);
    }
    expect(cancellationTarget('Cancellation')).toBeNull();
    expect(cancellationTarget('Cancelled')).toBeNull();
  });

  it('handles amendments of confirmed bookings', () => {
    expect(nextFileStatuses('Confirmed', 'agent')).toEqual(['Amendment', 'Cancellation']);
    expect(nextFileStatuses('Amendment', 'admin')).toEqual([
      'Processing',
      'Confirmed',
      'Cancellation',
    ]);
    expect(nextFileStatuses('Cancelled', 'admin')).toEqual([]);
  });

  it('explains a refusal', () => {
    expect(transitionError('Quote', 'Requested', 'agent')).toBeNull();
    expect(transitionError('Quote', 'Quote', 'agent')).toBe('The file is already Quote.');
    expect(transitionError('Quote', 'Confirmed', 'admin')).toBe(
      'A file cannot go from Quote to Confirmed.',
    );
    expect(transitionError('Requested', 'Processing', 'agent')).toBe(
      'A file cannot be moved from Requested to Processing by an agent.',
    );
  });

  it('throws IllegalTransitionError from assertTransition', () => {
    expect(() => assertTransition('Quote', 'Requested', 'agent')).not.toThrow();
    expect(() => assertTransition('Cancelled', 'Requested', 'admin')).toThrow(
      IllegalTransitionError,
    );
    try {
      assertTransition('Confirmed', 'Requested', 'agent');
    } catch (error) {
      expect(error).toMatchObject({ from: 'Confirmed', to: 'Requested', actor: 'agent' });
    }
  });

  it('has one row per pair, statuses it knows, and someone allowed on every row', () => {
    const pairs = FILE_TRANSITIONS.map((row) => `${row.from}>${row.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const row of FILE_TRANSITIONS) {
      expect(isFileStatus(row.from) && isFileStatus(row.to)).toBe(true);
      expect(row.by.length).toBeGreaterThan(0);
    }
    expect(isFileStatus('Booked')).toBe(false);
  });

  it('allows edits only on quotes', () => {
    expect(FILE_STATUSES.filter(isEditableFileStatus)).toEqual(['Quote']);
  });
});

describe('service line state machine', () => {
  it('includes the pricing statuses and the booking statuses', () => {
    for (const status of [
      'On Request',
      'Requested',
      'Confirmed',
      'Allotment',
      'Unable',
      'Wait',
      'Cancelled',
      'Available',
    ]) {
      expect(isServiceLineStatus(status)).toBe(true);
    }
    expect(SERVICE_LINE_STATUSES).toHaveLength(new Set(SERVICE_LINE_STATUSES).size);
  });

  it('requests bookable lines and refuses full or unavailable ones', () => {
    expect(canTransitionLine('Available', 'Requested', 'agent')).toBe(true);
    expect(canTransitionLine('Allotment', 'Requested', 'agent')).toBe(true);
    expect(canTransitionLine('On Request', 'Requested', 'agent')).toBe(true);
    expect(canTransitionLine('Full', 'Requested', 'agent')).toBe(false);
    expect(canTransitionLine('Unavailable', 'Requested', 'system')).toBe(false);
  });

  it('lets suppliers answer a request but not agents', () => {
    for (const to of ['Confirmed', 'Wait', 'Unable'] as const) {
      expect(canTransitionLine('Requested', to, 'supplier')).toBe(true);
      expect(canTransitionLine('Requested', to, 'agent')).toBe(false);
    }
    expect(canTransitionLine('Wait', 'Confirmed', 'supplier')).toBe(true);
    expect(canTransitionLine('Available', 'Confirmed', 'supplier')).toBe(false);
  });

  it('lets only repricing move between pricing statuses', () => {
    expect(canTransitionLine('Available', 'On Request', 'system')).toBe(true);
    expect(canTransitionLine('Available', 'On Request', 'agent')).toBe(false);
  });

  it('ends with Cancelled', () => {
    for (const to of SERVICE_LINE_STATUSES) {
      expect(canTransitionLine('Cancelled', to, 'admin')).toBe(false);
    }
    expect(canTransitionLine('Confirmed', 'Cancelled', 'system')).toBe(true);
    expect(() => assertLineTransition('Cancelled', 'Confirmed', 'admin')).toThrow(
      'A service cannot go from Cancelled to Confirmed.',
    );
    expect(lineTransitionError('Requested', 'Confirmed', 'agent')).toBe(
      'A service cannot be moved from Requested to Confirmed by an agent.',
    );
  });

  it('has one row per pair', () => {
    const pairs = SERVICE_LINE_TRANSITIONS.map((row) => `${row.from}>${row.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('isCancelledFileStatus', () => {
  it('counts a booking as cancelled from the agency’s cancellation on', () => {
    expect(FILE_STATUSES.filter(isCancelledFileStatus)).toEqual(['Cancellation', 'Cancelled']);
  });
});
