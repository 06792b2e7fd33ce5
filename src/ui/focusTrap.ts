/** Keeps Tab and Shift+Tab cycling inside a modal container. */
export function trapTab(e: { key: string; shiftKey: boolean; preventDefault(): void }, container: HTMLElement | null): void {
  if (e.key !== 'Tab' || !container) return;
  const items = Array.from(
    container.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]',
    ),
  );
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
