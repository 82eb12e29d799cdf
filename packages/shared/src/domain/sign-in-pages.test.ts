import { describe, expect, it } from 'vitest';
import { isSignInPagePath, signInAreaOf } from './sign-in-pages';

describe('sign-in pages', () => {
  it('knows the login page of each area', () => {
    expect(signInAreaOf('/')).toBe('agent');
    expect(signInAreaOf('/admin/login')).toBe('admin');
    expect(signInAreaOf('/supplier/login/')).toBe('supplier');
  });

  it('leaves every other page to the app', () => {
    for (const path of [
      '/app',
      '/admin',
      '/admin/login/x',
      '/forgot-password',
      '/supplier',
      '//',
    ]) {
      expect(isSignInPagePath(path)).toBe(false);
    }
  });
});
