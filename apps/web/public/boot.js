// Runs in <head> before first paint so the page never flashes the wrong theme or language.
// An external file (not inline) because the server's Content-Security-Policy allows scripts from 'self' only.
(function () {
  var lng;
  try {
    var theme = localStorage.getItem('theme') || 'system';
    var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    lng = (localStorage.getItem('i18nextLng') || 'de').slice(0, 2);
    document.documentElement.lang = lng === 'en' ? 'en' : 'de';
  } catch (e) {
    // Storage blocked: German, system theme by CSS defaults.
  }
  // A signed-in member's page first needs an access token (it lived in the last page's memory): ask for
  // it now, while the app's scripts download, not after them. The app takes this answer instead of asking
  // again (src/lib/api-client.ts, takeBootRefresh); a session of an older version (tokens in storage)
  // is left to the app, which moves it to the cookie.
  try {
    var userId = localStorage.getItem('userId');
    if (userId && !localStorage.getItem('refresh_token') && window.fetch) {
      var response = fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': lng || 'de' },
        body: JSON.stringify({ userId: userId }),
      });
      // A failure is the app's to report when it takes the answer.
      response.catch(function () {});
      window.__bootRefresh = { userId: userId, response: response };
    }
  } catch (e) {
    // Storage blocked: no session to resume.
  }
})();
