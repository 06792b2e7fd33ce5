/*
 * Runs inline at the top of every saved page's <head>, before anything paints
 * (src/app/server.tsx inlines it minified; its hash is in firebase.json's
 * Content-Security-Policy, checked by tests/unit/startScript.test.ts, as the one of
 * src/app/start.js at the end of the body).
 *
 * Each page is saved in all five languages, each at its own URL (/de/camere).
 * At a page's Italian path the host picks the copy from the
 * firebase-language-override cookie or the browser's Accept-Language. The
 * application may still want another language (a language prefix, ?lng=, a
 * choice remembered in this browser): the same detection order as the
 * application's, with the served copy's <html lang> last, as i18next's htmlTag
 * lookup. (At a language's own URL the copy is always that language's.)
 *
 * - Same language: nothing to do, the saved text is the visitor's.
 * - Another one, and the override cookie can fix it: the cookie is set and the
 *   page reloaded, before anything else loads (one HTML round trip; the page
 *   then arrives in the right language, as every later one does).
 * - Otherwise (cookies refused, a host that ignores the cookie, or this load
 *   is already such a reload): the saved text stays invisible until the
 *   application shows it in the visitor's language; pictures and layout show
 *   at once.
 *
 * In a browser where the owner has signed in, or where the owner changed the
 * demo's content, the saved page is not shown at all: it may predate those
 * edits, and the application shows the browser's own site in its place.
 *
 * What it hides shows with the application's one signal, html[data-ready]
 * (src/app/startUp.ts names the classes and the hand-over).
 */
(function () {
  var root = document.documentElement;
  var served = root.lang;
  var supported = ['it', 'en', 'de', 'nl', 'fr'];
  var override = 'firebase-language-override';
  var candidates = [];
  function attempt(read) {
    try {
      var v = read();
      if (v) candidates = candidates.concat(v);
    } catch {
      // Storage or cookies may be unavailable: that source is skipped.
    }
  }
  function cookie(name) {
    var m = new RegExp('(?:^|;\\s*)' + name + '=([^;]*)').exec(document.cookie);
    return m ? decodeURIComponent(m[1]) : '';
  }
  attempt(function () {
    var prefix = /^\/(en|de|nl|fr)(?=\/|$)/.exec(location.pathname);
    return prefix && prefix[1];
  });
  attempt(function () {
    return new URLSearchParams(location.search).get('lng');
  });
  attempt(function () {
    return cookie('i18next');
  });
  attempt(function () {
    return localStorage.getItem('i18nextLng');
  });
  attempt(function () {
    return sessionStorage.getItem('i18nextLng');
  });
  attempt(function () {
    return navigator.languages && navigator.languages.length ? navigator.languages.slice() : navigator.language;
  });
  var lang = served;
  for (var i = 0; i < candidates.length; i++) {
    var base = String(candidates[i]).toLowerCase().split(/[-_]/)[0];
    if (supported.indexOf(base) >= 0) {
      lang = base;
      break;
    }
  }
  if (lang !== served) {
    var retry = false;
    attempt(function () {
      if (cookie(override) === lang) return;
      document.cookie = override + '=' + lang + '; path=/; max-age=31536000; samesite=lax';
      // Once only: a browser that keeps no cookie from one load to the next (a crawler's renderer) would
      // otherwise ask forever. The page asked for again is a reload, and a reload never asks again.
      var navigation = performance.getEntriesByType('navigation')[0];
      retry = cookie(override) === lang && !(navigation && navigation.type === 'reload');
    });
    if (retry) return location.reload();
    root.classList.add('page-text-hidden');
  }
  // The web fonts, where this browser has loaded them before: from its cache, before the first paint
  // (src/ui/webFonts.ts; on a first visit the application asks for them once the largest pictures show).
  attempt(function () {
    if (localStorage.getItem('locanda.fonts')) root.classList.add('fonts');
  });
  attempt(function () {
    var own = ['locanda.localSession', 'locanda.firebaseAuth', 'locanda.localEdits'];
    for (var k = 0; k < own.length; k++) if (localStorage.getItem(own[k])) return root.classList.add('page-hidden');
  });
})();
