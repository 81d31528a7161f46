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
    // A prerendered public page is German and for visitors (index.html's .prerendered).
    if (lng === 'en' || localStorage.getItem('userId')) document.documentElement.classList.add('prerender-stale');
    // A member page's frame (index.html's .member-frame) is for the role whose page it is, in German, with the
    // sidebar open as the frame draws it where there is one (from 1024 px).
    // The role is kept as "<userId> <role>" (src/lib/auth-session.ts): only the member signed in now counts.
    var kept = (localStorage.getItem('role') || '').split(' ');
    var role = kept[0] && kept[0] === localStorage.getItem('userId') && kept[1];
    if (role) document.documentElement.setAttribute('data-role', role);
    var collapsed = localStorage.getItem('sidebar-collapsed') === '1' && matchMedia('(min-width: 1024px)').matches;
    if (lng === 'en' || collapsed) document.documentElement.classList.add('member-frame-stale');
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
      askEarly(userId, response);
    }
  } catch (e) {
    // Storage blocked: no session to resume.
  }

  // With the token, the first page's own data: the user every member page waits for, and on the results
  // page its search. Asked now, they take connections that are still free; asked by the app, they would
  // queue behind the ~60 files of the page's code. Each path is listed at once (before its answer), so the
  // app's first request for it always takes it, and with it the token it was asked with
  // (src/lib/api-client.ts, takeBootAnswer). The search's path is a guess for the usual links: a guess
  // that misses is not used.
  function askEarly(userId, refresh) {
    var token = refresh
      .then(function (r) {
        return r.ok ? r.clone().json() : null;
      })
      .then(function (body) {
        return body && typeof body.access_token === 'string' ? body.access_token : null;
      })
      .catch(function () {
        return null;
      });
    var answers = {};
    var ask = function (path) {
      answers[path] = token
        .then(function (t) {
          if (!t) return null;
          var headers = { Accept: 'application/json', 'Accept-Language': lng === 'en' ? 'en' : 'de' };
          headers.Authorization = 'Bearer ' + t;
          return fetch('/api' + path, { headers: headers }).then(function (response) {
            return { token: t, response: response };
          });
        })
        .catch(function () {
          return null;
        });
    };
    ask('/auth/current-user?userId=' + encodeURIComponent(userId));
    var search = location.pathname === '/properties-list' && resultsSearch(new URLSearchParams(location.search));
    if (search) ask('/landlord/filter?' + search);
    var listing = listingPath(location.pathname);
    if (listing) {
      ask(listing);
      showFirstPhoto(answers[listing]);
    }
    window.__bootAnswers = { at: Date.now(), answers: answers };
  }

  // A listing's page (/property-details/<id>) asks for /landlord/<id>, as src/lib/property-query.ts does.
  function listingPath(pathname) {
    var match = /^\/property-details\/([^/]+)\/?$/.exec(pathname);
    if (!match) return '';
    try {
      return '/landlord/' + encodeURIComponent(decodeURIComponent(match[1]));
    } catch (e) {
      return '';
    }
  }

  // The listing's first photo in its place in the page's frame (src/features/properties/components/
  // property-details/details-frame.tsx), as soon as the listing is known: it is the largest thing the page
  // shows, and the app's own gallery then finds it in the cache. The app reads the answer itself (a copy is
  // read here). The frame is only seen by those it is for (index.html's styles); for others the photo just
  // arrives early.
  function showFirstPhoto(answer) {
    answer
      .then(function (got) {
        return got && got.response.ok ? got.response.clone().json() : null;
      })
      .then(function (listing) {
        var photo = listing && listing.images && listing.images[0];
        if (!photo || typeof photo.url !== 'string') return;
        whenParsed(function () {
          var img = document.getElementById('listing-photo');
          if (!img) return;
          img.alt = typeof listing.title === 'string' ? listing.title : '';
          img.src = photo.url;
          img.hidden = false;
        });
      })
      .catch(function () {});
  }

  // Once the document is parsed: "interactive" comes before the app's module scripts have run, where
  // DOMContentLoaded would wait for them.
  function whenParsed(then) {
    if (document.readyState !== 'loading') return then();
    document.addEventListener('readystatechange', function parsed() {
      document.removeEventListener('readystatechange', parsed);
      then();
    });
  }

  // The page's query as the search asks the API: its filters in the page's order, then page and size.
  function resultsSearch(page) {
    if (!page.get('city')) return '';
    var query = new URLSearchParams();
    page.forEach(function (value, key) {
      if (key !== 'page' && key !== 'pageSize') query.append(key, value);
    });
    query.set('page', page.get('page') || '1');
    query.set('pageSize', page.get('pageSize') || '10');
    return query.toString();
  }
})();
