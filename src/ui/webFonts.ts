/**
 * The web fonts (Fraunces, Source Sans 3) are asked for only once the page's largest pictures are on
 * screen: on a slow connection their 50 KB would otherwise share the bandwidth with those pictures, and
 * the first paint would wait for them. Until they arrive the text is set in their metric-matched fallback
 * faces (src/ui/tokens.css), so nothing moves when they replace it.
 *
 * `html.fonts` puts them in the font stacks. The application sets it when it starts (src/main.tsx, which a
 * saved page starts after its largest pictures, src/app/start.js); once they have loaded, this browser
 * remembers it, and src/app/firstPaint.js sets the class before the first paint of every later page, whose
 * fonts then come from the browser's cache.
 */
export const WEB_FONTS_CLASS = 'fonts';
/** Read by src/app/firstPaint.js, which names it as a literal. */
export const WEB_FONTS_KEY = 'locanda.fonts';

const FACES = ['500 1em Fraunces', '400 1em "Source Sans 3"', '600 1em "Source Sans 3"'];

export function loadWebFonts(): void {
  document.documentElement.classList.add(WEB_FONTS_CLASS);
  if (!document.fonts) return;
  Promise.all(FACES.map((face) => document.fonts.load(face))).then(
    () => {
      try {
        localStorage.setItem(WEB_FONTS_KEY, '1');
      } catch {
        // Without storage every page starts in the fallback faces, as a first visit does.
      }
    },
    () => {
      // A font that fails to load leaves its fallback face in place; nothing is remembered.
    },
  );
}
