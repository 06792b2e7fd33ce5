/**
 * Start-up over a prerendered page. `npm run build` saves each page as the
 * browser shows it once its content has loaded (scripts/prerender.ts), inside
 * `<div id="snapshot">`, so a visitor sees it before any script has run. The
 * application renders into the hidden #root meanwhile and takes the
 * snapshot's place once its own reads have settled and its images are decoded.
 */
import { KEEP_ATTR } from '../content/constants';

export const SNAPSHOT_ID = 'snapshot';
/** Set on <html> once the application has its first page's content: "true", or "error" when a read failed. */
export const READY_ATTR = 'data-ready';

function snapshotElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(SNAPSHOT_ID);
}

/**
 * The homepage loader is already running, visibly, in the snapshot (a CSS
 * animation): the application does not start another. (In the owner's browser
 * the snapshot is not shown, see src/app/firstPaint.js.)
 */
export const loaderInSnapshot =
  !!snapshotElement()?.querySelector('[data-loader]') && !document.documentElement.classList.contains('snapshot-hidden');

/** Called once the first page's reads have settled. */
export function markReady(complete: boolean): void {
  if (document.documentElement.hasAttribute(READY_ATTR)) return;
  document.documentElement.setAttribute(READY_ATTR, complete ? 'true' : 'error');
  document.dispatchEvent(new Event('locanda:ready'));
}

function whenReady(): Promise<void> {
  if (document.documentElement.hasAttribute(READY_ATTR)) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('locanda:ready', () => resolve(), { once: true }));
}

function reveal(root: HTMLElement): void {
  root.hidden = false;
  document.documentElement.classList.remove('snapshot-text-hidden');
}

/** Shows the application at once in place of any snapshot (the configuration error screen). */
export function dropSnapshot(root: HTMLElement): void {
  snapshotElement()?.remove();
  reveal(root);
}

/**
 * The page's largest pictures are already on screen in the saved page: their
 * nodes move into the application's holders (KeptImage in src/ui/SmartImage.tsx), in the
 * same task that reveals it, so they are never removed and painted again.
 */
function adoptKeptImages(snapshot: HTMLElement, root: HTMLElement): void {
  const saved = new Map<string, HTMLImageElement>();
  for (const holder of snapshot.querySelectorAll<HTMLElement>(`[${KEEP_ATTR}]`)) {
    const img = holder.querySelector('img');
    if (img) saved.set(holder.getAttribute(KEEP_ATTR)!, img);
  }
  for (const holder of root.querySelectorAll<HTMLElement>(`[${KEEP_ATTR}]`)) {
    const mine = holder.querySelector('img');
    const theirs = saved.get(holder.getAttribute(KEEP_ATTR)!);
    // Only the same picture: content edited since the page was saved shows the application's.
    if (!mine || !theirs || ['src', 'srcset'].some((a) => mine.getAttribute(a) !== theirs.getAttribute(a))) continue;
    for (const { name } of [...theirs.attributes]) if (!mine.hasAttribute(name)) theirs.removeAttribute(name);
    for (const { name, value } of [...mine.attributes]) if (theirs.getAttribute(name) !== value) theirs.setAttribute(name, value);
    mine.replaceWith(theirs);
  }
}

/** Where the visitor already was in the saved page: the open phone menu and the focused control. */
function carryOver(snapshot: HTMLElement, root: HTMLElement): () => void {
  const menuOpen = snapshot.querySelector('[data-menu-toggle]')?.getAttribute('aria-expanded') === 'true';
  const focused = document.activeElement;
  const path: number[] = [];
  for (let el = focused; el && el !== snapshot && snapshot.contains(el); el = el.parentElement)
    // The saved homepage's loader stands before the page; the application's is not in the page.
    path.unshift([...el.parentElement!.children].filter((c) => !c.hasAttribute('data-loader')).indexOf(el));
  return () => {
    if (menuOpen) root.querySelector<HTMLElement>('[data-menu-toggle][aria-expanded="false"]')?.click();
    if (!path.length) return;
    let target: Element | undefined = root;
    for (const i of path) target = target?.children[i];
    if (target instanceof HTMLElement && target.tagName === focused?.tagName) target.focus({ preventScroll: true });
  };
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Shows the application in place of the snapshot once it is ready (or after
 * `maxWaitMs` in any case). A running homepage loader stays on top until its
 * fade ends.
 */
export async function handOver(root: HTMLElement, maxWaitMs = 10_000): Promise<void> {
  const snapshot = snapshotElement();
  if (!snapshot) return;
  await Promise.race([whenReady(), wait(maxWaitMs)]);
  // Images the visitor already sees come from the cache; decoding them first avoids a blank frame.
  const images = [...root.querySelectorAll('img')].filter((img) => img.loading !== 'lazy');
  await Promise.race([Promise.allSettled(images.map((img) => img.decode())), wait(1000)]);
  const loader = snapshot.querySelector('[data-loader]');
  const carry = carryOver(snapshot, root);
  adoptKeptImages(snapshot, root);
  for (const child of [...snapshot.children]) if (child !== loader) child.remove();
  reveal(root);
  carry();
  const fading = loader?.getAnimations?.() ?? [];
  await Promise.allSettled(fading.map((a) => a.finished));
  snapshot.remove();
}
