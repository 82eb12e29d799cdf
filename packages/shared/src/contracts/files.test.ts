import { describe, expect, it } from 'vitest';
import {
  ZAdminFileListQuery,
  ZCreateFileRequest,
  ZFileListQuery,
  ZFileReference,
  ZFileRoom,
  ZUpdateFileRequest,
} from './files';

describe('files contract', () => {
  it('reads references in any case and refuses anything else', () => {
    expect(ZFileReference.parse(' nz-100234 ')).toBe('NZ-100234');
    expect(ZFileReference.safeParse('100234').success).toBe(false);
    expect(ZFileReference.safeParse('NZ-12').success).toBe(false);
  });

  it('defaults the list query and splits statuses', () => {
    expect(ZFileListQuery.parse({})).toEqual({
      page: 1,
      per_page: 20,
      sort: 'createdAt',
      direction: 'desc',
    });
    expect(ZFileListQuery.parse({ status: 'Quote,Requested' }).status).toEqual([
      'Quote',
      'Requested',
    ]);
    expect(ZFileListQuery.safeParse({ status: 'Booked' }).success).toBe(false);
    expect(
      ZFileListQuery.safeParse({ travelDateFrom: '2030-03-02', travelDateTo: '2030-03-01' })
        .success,
    ).toBe(false);
    expect(ZAdminFileListQuery.parse({ agencyId: '4' }).agencyId).toBe(4);
  });

  it('checks rooms against what a room sleeps and the guests in it', () => {
    expect(ZFileRoom.safeParse({ roomType: 'SG', adults: 2 }).success).toBe(false);
    expect(
      ZFileRoom.safeParse({
        roomType: 'DB',
        adults: 1,
        guests: [{ fullName: 'A' }, { fullName: 'B' }],
      }).success,
    ).toBe(false);
    expect(ZFileRoom.parse({ roomType: 'DB', adults: 2 })).toEqual({
      roomType: 'DB',
      adults: 2,
      children: 0,
      guests: [],
    });
  });

  it('keeps the ages of a room and a child guest’s date of birth, never one in the future', () => {
    const room = ZFileRoom.parse({
      roomType: 'DB',
      adults: 2,
      children: 1,
      childAges: [5],
      guests: [{ fullName: 'Mia Smith', isChild: true, dateOfBirth: '2021-04-01' }],
    });
    expect(room.childAges).toEqual([5]);
    expect(room.guests[0]?.dateOfBirth).toBe('2021-04-01');
    expect(
      ZFileRoom.parse({ roomType: 'DB', adults: 2, guests: [{ fullName: 'A' }] }).guests,
    ).toEqual([{ title: null, fullName: 'A', isChild: false, dateOfBirth: null }]);
    const future = ZFileRoom.safeParse({
      roomType: 'DB',
      adults: 2,
      children: 1,
      guests: [{ fullName: 'B', isChild: true, dateOfBirth: '2999-01-01' }],
    });
    expect(future.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'guests.0.dateOfBirth',
    ]);
    expect(
      ZFileRoom.safeParse({ roomType: 'DB', adults: 2, children: 1, childAges: [5, 6] }).success,
    ).toBe(false);
  });

  it('needs a booking name to save a quote and something to change', () => {
    const base = {
      packageId: 1,
      travelDate: '2030-03-04',
      accommodationClass: 'standard',
      rooms: [{ roomType: 'DB', adults: 2 }],
    };
    expect(ZCreateFileRequest.safeParse(base).success).toBe(false);
    expect(ZCreateFileRequest.parse({ ...base, bookingName: ' Smith ' }).bookingName).toBe('Smith');
    expect(ZUpdateFileRequest.safeParse({}).success).toBe(false);
  });
});
