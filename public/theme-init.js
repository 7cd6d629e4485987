// Runs blocking in <head>, before first paint, so the page never shows the wrong theme.
// A plain script (no module, no imports), served from our origin for the CSP. The key is
// STORAGE_KEYS.theme of src/shared/constants.ts; a unit test keeps the two equal (and the colours).
(function () {
  try {
    const theme = window.localStorage.getItem('vidshelf-theme') === 'light' ? 'light' : 'dark';
    const classes = document.documentElement.classList;
    classes.remove(theme === 'light' ? 'dark' : 'light');
    classes.add(theme);
    // The browser bar's colour: the theme's background (THEME_COLORS of the theme feature).
    const themeColor = document.querySelector('meta[name="theme-color"]');
    if (themeColor) themeColor.setAttribute('content', theme === 'light' ? '#ffffff' : '#0a0a0a');
  } catch {
    // Storage blocked: keep the dark class index.html starts with.
  }
})();
