import { ZCreateRateProposalRequest } from '@portal/shared/contracts/rate-proposals';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROPOSAL_VALUES, toFormFieldErrors, toProposalBody } from './propose-change-values';

const hotel = {
  id: 11,
  code: 'HARBAKL-SUP',
  name: 'Superior room',
  serviceTypeCode: 'AC' as const,
  pricingBasis: 'per_room_night' as const,
  roomTypes: ['DB' as const, 'TW' as const],
  active: true,
};

describe('toProposalBody', () => {
  it('turns a new season typed in dollars into a valid rate proposal in cents', () => {
    const body = toProposalBody(
      {
        ...EMPTY_PROPOSAL_VALUES,
        change: 'rate-new',
        roomType: 'TW',
        validFrom: '2027-04-01',
        validTo: '2027-09-30',
        weekdays: ['sat', 'fri'],
        cost: 189.99,
        sell: 240,
      },
      hotel,
    );
    expect(body).toMatchObject({
      kind: 'rate-upsert',
      rateId: null,
      rate: {
        productId: 11,
        roomType: 'TW',
        weekdayMask: 0b0110000,
        costCents: 18_999,
        sellCents: 24_000,
      },
    });
    expect(ZCreateRateProposalRequest.safeParse(body).success).toBe(true);
  });

  it('makes a lift of a stop sell reopen the dates as chosen', () => {
    const body = toProposalBody(
      {
        ...EMPTY_PROPOSAL_VALUES,
        change: 'stop-sell-lift',
        dateFrom: '2027-05-01',
        dateTo: '2027-05-03',
        reopenAs: 'on_request',
      },
      hotel,
    );
    expect(body).toEqual({
      kind: 'stop-sell',
      productId: 11,
      note: '',
      availability: {
        dateFrom: '2027-05-01',
        dateTo: '2027-05-03',
        weekdayMask: 127,
        kind: 'on_request',
      },
    });
    expect(ZCreateRateProposalRequest.safeParse(body).success).toBe(true);
  });
});

describe('toFormFieldErrors', () => {
  it('puts the server field errors under the form inputs', () => {
    expect(
      toFormFieldErrors({
        'rate.sellCents': ['Too big'],
        'availability.dateTo': ['Too far'],
        unrelated: ['x'],
      }),
    ).toEqual({ sell: ['Too big'], dateTo: ['Too far'] });
  });
});
