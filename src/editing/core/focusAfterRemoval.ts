/**
 * Focus never falls to the page when a list item the owner acted on leaves it (a deleted card): once the item
 * `from` sits in has gone, the same control of the next item takes the focus, else the list's heading.
 */
export function focusAfterRemoval(from: Element | null) {
  const item = from?.closest('li');
  if (!item) return;
  const controls = (li: Element) => [...li.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const next = item.nextElementSibling;
  const heading = item.closest('section')?.querySelector<HTMLElement>('h1, h2');
  const target = (next && (controls(next)[controls(item).indexOf(from as HTMLElement)] ?? controls(next)[0])) || heading;
  if (!target) return;
  const observer = new MutationObserver(() => {
    if (item.isConnected) return;
    observer.disconnect();
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    if (target === heading && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  });
  // The item may go alone, or with its list (the last one, replaced by the list's empty state).
  observer.observe(document.body, { childList: true, subtree: true });
  // A deletion that never shows (it failed, or the list is gone): nothing is watched for long.
  setTimeout(() => observer.disconnect(), 15_000);
}
