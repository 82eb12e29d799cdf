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
