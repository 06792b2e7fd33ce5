/**
 * The page says when the application shows its first page's content: `html[data-ready]` is "true", or
 * "error" when a read failed. The browser tests and the benchmark wait for it; a page hidden until then
 * (src/app/firstPaint.js) is shown.
 */
export const READY_ATTR = 'data-ready';
/** Classes src/app/firstPaint.js sets before the first paint: the page hidden, or only its text. */
export const PAGE_HIDDEN_CLASS = 'page-hidden';
export const PAGE_TEXT_HIDDEN_CLASS = 'page-text-hidden';

/** Called once the first page's reads have settled and show. */
export function markReady(complete: boolean): void {
  const html = document.documentElement;
  if (html.hasAttribute(READY_ATTR)) return;
  html.setAttribute(READY_ATTR, complete ? 'true' : 'error');
  html.classList.remove(PAGE_HIDDEN_CLASS);
  document.dispatchEvent(new Event('locanda:ready'));
}
