import { describe, expect, it } from 'vitest';
import { can, is, type TPermissionState } from './authorization';

const consultant: TPermissionState = {
  roles: ['consultant', 'accountant'],
  permissions: ['admin.access', 'outbox.view'],
};

describe('is() and can() (SPEC section 6)', () => {
  it('match a single role or permission', () => {
    expect(is(consultant, 'consultant')).toBe(true);
    expect(is(consultant, 'super-admin')).toBe(false);
    expect(can(consultant, 'outbox.view')).toBe(true);
    expect(can(consultant, 'users.manage')).toBe(false);
  });

  it('treat "|" as any of', () => {
    expect(can(consultant, 'users.manage|outbox.view')).toBe(true);
    expect(can(consultant, 'users.manage|roles.manage')).toBe(false);
    expect(is(consultant, 'super-admin | accountant')).toBe(true);
  });

  it('treat "&" as all of', () => {
    expect(can(consultant, 'admin.access&outbox.view')).toBe(true);
    expect(can(consultant, 'admin.access&users.manage')).toBe(false);
    expect(is(consultant, 'consultant & accountant')).toBe(true);
    expect(is(consultant, 'consultant&super-admin')).toBe(false);
  });

  it('keep roles and permissions apart', () => {
    expect(can(consultant, 'consultant')).toBe(false);
    expect(is(consultant, 'outbox.view')).toBe(false);
  });

  it('are false while no permission state is loaded', () => {
    expect(is(null, 'consultant')).toBe(false);
    expect(can(undefined, 'outbox.view')).toBe(false);
    expect(can({ roles: [], permissions: [] }, 'outbox.view|admin.access')).toBe(false);
  });
});
