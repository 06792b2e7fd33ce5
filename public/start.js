/*
 * The first script of a prerendered page (see src/app/handoff.ts).
 *
 * 1. The page was saved in Italian. When the visitor's language is another
 *    one, its text stays invisible until the application shows the page in
 *    their language. The order is the one the site's language detection uses:
 *    ?lng=, the i18next cookie, localStorage, sessionStorage, then the
 *    browser's languages.
 * 2. In a browser where the owner has signed in, the saved page is not shown
 *    at all: it may predate their latest edits.
 * 3. The application's code (data-entry, with the modules it needs at once in
 *    data-preload) is fetched and started once the saved page has painted,
 *    leaving the connection to the page's styles, fonts and images first.
 */
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  var preload = ((me && me.getAttribute('data-preload')) || '').split(' ').filter(Boolean);
  var supported = ['it', 'en', 'de', 'nl', 'fr'];
  var candidates = [];
  function attempt(read) {
    try {
      var v = read();
      if (Array.isArray(v)) candidates = candidates.concat(v);
      else if (v) candidates.push(v);
    } catch {
      // Storage or cookies may be unavailable: that source is skipped.
    }
  }
  attempt(function () {
    return new URLSearchParams(window.location.search).get('lng');
  });
  attempt(function () {
    var m = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
    return m && decodeURIComponent(m[1]);
  });
  attempt(function () {
    return window.localStorage.getItem('i18nextLng');
  });
  attempt(function () {
    return window.sessionStorage.getItem('i18nextLng');
  });
  attempt(function () {
    return navigator.languages && navigator.languages.length ? navigator.languages.slice() : navigator.language;
  });
  var lang = 'it';
  for (var i = 0; i < candidates.length; i++) {
    var base = String(candidates[i]).toLowerCase().split(/[-_]/)[0];
    if (supported.indexOf(base) >= 0) {
      lang = base;
      break;
    }
  }
  var root = document.documentElement;
  if (lang !== root.lang) root.classList.add('snapshot-text-hidden');
  // The owner's browser waits for the live content: a page saved before their latest edits would look like a lost edit.
  attempt(function () {
    var s = window.localStorage;
    if (s.getItem('locanda.localSession') || s.getItem('locanda.firebaseAuth')) root.classList.add('snapshot-hidden');
  });

  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the first frame; a tab opened in the background (no frames) starts anyway.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
