/* global document, window */
// Applies the saved theme before the first paint so a dark-mode visitor never sees a white flash.
// A separate file rather than an inline script: the server's Content-Security-Policy allows only
// same-origin scripts. Mirrors src/stores/theme.ts (key 'vite-ui-theme', values light | dark | system).
(function () {
  const root = document.documentElement;
  let theme = 'light';
  try {
    const stored = localStorage.getItem('vite-ui-theme');
    theme = stored === 'light' || stored === 'dark' ? stored : 'system';
    if (theme === 'system') {
      theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
  } catch {
    // Storage can be unavailable (privacy modes); light is the safe default.
    theme = 'light';
  }
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
