// Runs before the first paint (a classic script in <head>), so that a page the player set
// to a theme other than the system's never flashes the wrong one. The app keeps it up
// to date afterwards (src/components/Settings.tsx); this only reads what it stored.
try {
  var theme = JSON.parse(localStorage.getItem('hexplay.prefs') || '{}').theme;
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // No storage, or a broken entry: the system's theme.
}
