import { describe, expect, it } from 'vitest';
import { redirectTarget, safeRedirectPath } from './redirect-target';

describe('safeRedirectPath', () => {
  it.each([
    ['/saved-posts', '/saved-posts'],
    ['/post/42?tab=details', '/post/42?tab=details'],
    ['/profile#links', '/profile#links'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['projects'],
    [''],
    [null],
    [42],
    ['/login'],
    ['/login?redirect=%2Fprojects'],
    ['/reset-password/u/t'],
    ['/oauth-callback?success=true'],
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('redirectTarget', () => {
  it('prefers the redirect query value, then the router state, then /projects', () => {
    expect(redirectTarget('/saved-posts', { from: '/people' })).toBe('/saved-posts');
    expect(redirectTarget(null, { from: '/people' })).toBe('/people');
    expect(redirectTarget('//evil.example', { from: '//evil.example' })).toBe('/projects');
    expect(redirectTarget(null, null)).toBe('/projects');
  });
});
