// The spec's client-side constants (point 9). These move to @squadup/shared once it exports them;
// until then this is the single place the web app names them.
export const THEME = { storageKey: 'vite-ui-theme', defaultTheme: 'system' } as const;
export const AUTH_STORAGE_KEY = 'auth-storage';
/** A token counts as valid only while its expiry is more than this far away. */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;
export const TOAST_DURATION_MS = 4000;
export const HEADLINE_WORD_DELAY_MS = 100;
export const NARROW_BREAKPOINT_PX = 768;
export const BADGE_CAP = 99;
