const CANDIDATES =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [contenteditable=""], [contenteditable="true"], [tabindex]';

/** The controls Tab can reach inside `container`, in order: enabled, shown, not inert, not taken out of the order. */
function tabbable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[inert]') &&
      (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * Keeps Tab and Shift+Tab cycling inside a modal container: a modal `<dialog>` makes the page behind it
 * inert, but past its last control the browser would take focus out to its own toolbar.
 */
export function trapTab(e: { key: string; shiftKey: boolean; preventDefault(): void }, container: HTMLElement | null): void {
  if (e.key !== 'Tab' || !container) return;
  const items = tabbable(container);
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  const inside = items.includes(document.activeElement as HTMLElement);
  if (e.shiftKey && (document.activeElement === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}
