import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '@/test/match-media';

// The store reads localStorage when its module loads, so each test imports a fresh copy.
async function loadStore() {
  vi.resetModules();
  return import('./theme');
}

describe('theme store', () => {
  beforeEach(() => {
    installMatchMedia(false);
  });

  it('defaults to system when nothing is stored', async () => {
    const { useThemeStore } = await loadStore();
    expect(useThemeStore.getState().theme).toBe('system');
  });

  it('ignores an unknown stored value', async () => {
    localStorage.setItem('vite-ui-theme', '"dark"');
    const { useThemeStore } = await loadStore();
    expect(useThemeStore.getState().theme).toBe('system');
  });

  it('restores a stored choice', async () => {
    localStorage.setItem('vite-ui-theme', 'dark');
    const { useThemeStore } = await loadStore();
    expect(useThemeStore.getState().theme).toBe('dark');
  });

  it('persists the plain string under vite-ui-theme and applies the class to <html>', async () => {
    const { useThemeStore } = await loadStore();
    useThemeStore.getState().setTheme('dark');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');

    useThemeStore.getState().setTheme('light');
    expect(localStorage.getItem('vite-ui-theme')).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('in system mode follows prefers-color-scheme, live', async () => {
    const media = installMatchMedia(true);
    const { startThemeSync, useThemeStore } = await loadStore();
    const stop = startThemeSync();
    expect(document.documentElement).toHaveClass('dark');
    expect(useThemeStore.getState().resolvedTheme).toBe('dark');

    media.setDark(false);
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(useThemeStore.getState().resolvedTheme).toBe('light');

    stop();
    expect(media.listenerCount()).toBe(0);
  });

  it('an explicit choice is not overridden by an OS change', async () => {
    const media = installMatchMedia(false);
    const { startThemeSync, useThemeStore } = await loadStore();
    const stop = startThemeSync();
    useThemeStore.getState().setTheme('light');
    media.setDark(true);
    expect(document.documentElement).toHaveClass('light');
    stop();
  });

  it('resolveTheme maps system to the OS preference', async () => {
    const { resolveTheme } = await loadStore();
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
