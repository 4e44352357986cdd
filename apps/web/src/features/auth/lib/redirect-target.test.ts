import { describe, expect, it } from 'vitest';
import { isSharedPage, requestedRedirect, safeRedirectPath } from './redirect-target';

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

describe('requestedRedirect', () => {
  it('prefers the redirect query value, then the router state, else none', () => {
    expect(requestedRedirect('/saved-posts', { from: '/people' })).toBe('/saved-posts');
    expect(requestedRedirect(null, { from: '/people' })).toBe('/people');
    expect(requestedRedirect('//evil.example', { from: '//evil.example' })).toBeNull();
    expect(requestedRedirect(null, null)).toBeNull();
  });
});

describe('isSharedPage', () => {
  it('is a post, a profile or an event a link opens, not the member screens beside them', () => {
    for (const path of [
      '/post/42',
      '/post/42?tab=x',
      '/profile/user-2',
      '/profile/user-2/',
      '/events/event-1',
    ])
      expect(isSharedPage(path), path).toBe(true);
    for (const path of [
      '/post/new',
      '/post/42/edit',
      '/post/edit/42',
      '/profile/me',
      '/profile',
      '/projects',
      '/chat/1',
      '/events',
      '/events/new',
    ])
      expect(isSharedPage(path), path).toBe(false);
  });
});
