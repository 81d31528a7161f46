// Runs in <head> before first paint so the page never flashes the wrong theme or language.
// An external file (not inline) because the server's Content-Security-Policy allows scripts from 'self' only.
(function () {
  try {
    var theme = localStorage.getItem('theme') || 'system';
    var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    var lng = (localStorage.getItem('i18nextLng') || 'de').slice(0, 2);
    document.documentElement.lang = lng === 'en' ? 'en' : 'de';
  } catch (e) {
    // Storage blocked: German, system theme by CSS defaults.
  }
})();
