// The spec's client-side constants come from @squadup/shared, named once for web and API alike.
// Importing them through this module keeps the web app's dependency on shared in one visible place.
export {
  AUTH_STORAGE_KEY,
  BADGE_CAP,
  HEADLINE_WORD_DELAY_MS,
  NARROW_BREAKPOINT_PX,
  THEME,
  TOAST_DURATION_MS,
  TOKEN_VALIDITY_MARGIN_MS,
} from '@squadup/shared';
