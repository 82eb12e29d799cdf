import { describe, expect, it } from 'vitest';
import { loginPathWithRedirect, parseUserKind, paths, postLoginPath } from './paths';

describe('paths', () => {
  it('builds the reset link shape the server emails', () => {
    expect(paths.resetPassword('abc 123', 'supplier')).toBe(
      '/reset-password/abc%20123?area=supplier',
    );
    expect(paths.forgotPassword('admin')).toBe('/forgot-password?area=admin');
  });

  it('remembers where a visitor wanted to go', () => {
    expect(loginPathWithRedirect('admin', '/admin/outbox?page=2')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Foutbox%3Fpage%3D2',
    );
    expect(loginPathWithRedirect('agent', '/app/profile')).toBe('/?redirectTo=%2Fapp%2Fprofile');
  });

  it("returns only to addresses inside the signed-in user's own area", () => {
    expect(postLoginPath('admin', '/admin/outbox?page=2')).toBe('/admin/outbox?page=2');
    expect(postLoginPath('admin', '/admin')).toBe('/admin');
    expect(postLoginPath('agent', null)).toBe('/app');
    expect(postLoginPath('agent', '/admin/outbox')).toBe('/app');
    expect(postLoginPath('agent', '/application')).toBe('/app');
    expect(postLoginPath('agent', '//evil.example/app')).toBe('/app');
    expect(postLoginPath('agent', 'https://evil.example/app')).toBe('/app');
    expect(postLoginPath('supplier', '/supplier-app/profile')).toBe('/supplier-app/profile');
  });

  it('reads the area of a password link, defaulting to agents', () => {
    expect(parseUserKind('admin')).toBe('admin');
    expect(parseUserKind('supplier')).toBe('supplier');
    expect(parseUserKind('agent')).toBe('agent');
    expect(parseUserKind(null)).toBe('agent');
    expect(parseUserKind('root')).toBe('agent');
  });
});
