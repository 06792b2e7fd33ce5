/*
 * The start script of a saved page, inline at the end of its body
 * (src/app/server.tsx inlines it minified, after the page; its hash is in
 * firebase.json's Content-Security-Policy, checked by
 * tests/unit/startScript.test.ts). Inline, it costs the page no request of its
 * own before its first paint: as a file, its download stood among the ones
 * the first paint may wait for.
 *
 * 1. A language link of the saved page (which goes to the page in that language
 *    by itself, as the phone menu opens by CSS alone) also remembers the choice
 *    before the application: the cookie the host picks the page's copy by
 *    (firebase-language-override) and the application's own remembered choice
 *    (i18nextLng). Once the application starts (html[data-app]) the links are
 *    its own.
 * 2. The application's code (data-entry) is fetched and started only once the
 *    page's largest pictures (fetchpriority=high) are on screen, so they never
 *    wait for, or compete with, the JavaScript. After 2.5 s it starts anyway.
 *    Only the entry is added: its imports follow from it, and each module is
 *    compiled as it streams in. (Module preloads added here cost the main
 *    thread a long task of their own, while the visitor reads the page.) The
 *    page's published data (data-page-data, the address the server made for
 *    it), which the application hydrates the page with, is fetched at the same
 *    moment (src/app/startUp.ts takes it over, with the page).
 */
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  var pageData = me && me.getAttribute('data-page-data');
  // Its work is set up below: the element leaves the page, whose body then holds the page alone.
  if (me) me.remove();
  var html = document.documentElement;
  var page = document.getElementById('root');

  if (page) {
    page.addEventListener('click', function (e) {
      if (html.hasAttribute('data-app')) return;
      var link = e.target.closest && e.target.closest('a[data-language]');
      var lng = link && link.getAttribute('data-language');
      if (!lng) return;
      // The link goes to the page in that language; the choice is remembered as the application would.
      document.cookie = 'firebase-language-override=' + lng + '; path=/; max-age=31536000; samesite=lax';
      try {
        localStorage.setItem('i18nextLng', lng);
      } catch {
        // Without storage the cookie alone carries the choice.
      }
    });
  }

  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (pageData && window.fetch)
      window.__locandaPageData = fetch(pageData, { headers: { Accept: 'application/json' } }).then(function (r) {
        return r.ok ? r.json() : null;
      });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // Where the saved page is not shown (src/app/firstPaint.js): nothing to wait for.
  var hidden = html.classList.contains('page-hidden');
  var waiting = hidden || !page ? [] : [].slice.call(page.querySelectorAll('img[fetchpriority="high"]'));
  var left = waiting.length;
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var timed =
    types.indexOf('element') >= 0 &&
    waiting.every(function (img) {
      return img.hasAttribute('elementtiming');
    });
  function settled(img, next) {
    if (img.locandaSettled) return;
    img.locandaSettled = true;
    if (--left === 0) next();
  }
  if (!left) afterPaint();
  else if (timed)
    // Chromium says when each picture was on screen (Element Timing): the application starts after that.
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (waiting.indexOf(entry.element) >= 0)
          settled(entry.element, function () {
            setTimeout(start, 0);
          });
      });
    }).observe({ type: 'element', buffered: true });
  // One further down the page is not painted until the visitor scrolls: not waited for (and no layout forced here).
  if (left && window.IntersectionObserver) {
    var seen = new IntersectionObserver(function (entries) {
      seen.disconnect();
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) settled(entry.target, timed ? start : afterPaint);
      });
    });
    waiting.forEach(function (img) {
      seen.observe(img);
    });
  }
  // Elsewhere once each has loaded, after the next frame; a picture that fails is not waited for.
  waiting.forEach(function (img) {
    if (!timed && img.complete) return settled(img, afterPaint);
    if (!timed) img.addEventListener('load', settled.bind(null, img, afterPaint));
    img.addEventListener('error', settled.bind(null, img, afterPaint));
  });
  // A slow picture, or a tab opened in the background (no frames), does not hold the application back for long.
  setTimeout(start, 2500);
})();
