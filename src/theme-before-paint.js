// Runs before the first paint, inline in <head> (vite.config.ts puts it there and allows
// it in the Content-Security-Policy by its hash), so that a page the player set to a
// theme other than the system's never flashes the wrong one. Inline, it costs no request:
// as a file of its own it held up the parser for a round trip before the app's scripts
// were even asked for. The app keeps the theme up to date afterwards
// (src/components/Settings.tsx); this only reads what it stored.
try {
  var theme = JSON.parse(localStorage.getItem('hexplay.prefs') || '{}').theme;
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // No storage, or a broken entry: the system's theme.
}
