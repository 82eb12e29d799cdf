import { describe, expect, it } from 'vitest';
import { ERASED_TRAVELLER_NAME } from '@portal/shared/contracts/privacy';
import { namesIn, namesToErase, scrubText, scrubValue } from './privacy.scrub';

describe('erasing a traveller', () => {
  it('looks for each name once, longest first, ignoring ones too short to be safe', () => {
    expect(
      namesToErase([
        'Ann Smith',
        ' ann  smith ',
        'Smith family',
        'Al',
        null,
        '',
        ERASED_TRAVELLER_NAME,
      ]),
    ).toEqual(['Smith family', 'Ann Smith']);
  });

  it('replaces names in text whatever their case and spacing', () => {
    const names = namesToErase(['Ann Smith', 'Smith family']);
    expect(scrubText('Call ANN  SMITH about the Smith family transfer', names)).toBe(
      `Call ${ERASED_TRAVELLER_NAME} about the ${ERASED_TRAVELLER_NAME} transfer`,
    );
    expect(scrubText('Nothing personal (a+b)', names)).toBe('Nothing personal (a+b)');
  });

  it('replaces the booking name and guests, empties free notes, keeps counts and amounts', () => {
    const snapshot = {
      snapshotFormat: 1,
      bookingName: 'Smith family',
      yourReference: 'SMITH/ANN',
      notes: 'Ann is vegetarian',
      supplierNote: 'Ann Smith needs a ground-floor room',
      rooms: [
        {
          roomType: 'DB',
          adults: 2,
          guests: [{ title: 'Mrs', fullName: 'Ann Smith', isChild: false }],
        },
      ],
      lines: [{ name: 'Hotel', remarks: 'Late arrival for Ann Smith', sellCents: 12_000 }],
    };
    const names = namesToErase(namesIn(snapshot));
    expect(scrubValue(snapshot, names)).toEqual({
      snapshotFormat: 1,
      bookingName: ERASED_TRAVELLER_NAME,
      yourReference: '',
      notes: '',
      supplierNote: '',
      rooms: [
        {
          roomType: 'DB',
          adults: 2,
          guests: [{ title: null, fullName: ERASED_TRAVELLER_NAME, isChild: false }],
        },
      ],
      lines: [
        { name: 'Hotel', remarks: `Late arrival for ${ERASED_TRAVELLER_NAME}`, sellCents: 12_000 },
      ],
    });
  });

  it('empties a guest’s date of birth with its name', () => {
    const guests = [
      { title: null, fullName: 'Mia Smith', isChild: true, dateOfBirth: '2020-04-01' },
    ];
    expect(scrubValue({ guests }, ['Mia Smith'])).toEqual({
      guests: [{ title: null, fullName: ERASED_TRAVELLER_NAME, isChild: true, dateOfBirth: null }],
    });
  });

  it('finds the names held in guests and booking names, nested anywhere', () => {
    expect(
      namesIn({
        bookingName: 'Smith family',
        rooms: [{ guests: [{ fullName: 'Ann Smith' }, 'Bob Smith'] }],
        detail: { from: { bookingName: 'Smiths' } },
      }),
    ).toEqual(['Smith family', 'Ann Smith', 'Bob Smith', 'Smiths']);
  });
});
