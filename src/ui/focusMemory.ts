/**
 * The element focused last, remembered from the application's start. A dialog whose code arrives a moment
 * after it was asked for (on a slow phone or a busy machine) may find the focus already fallen to the page,
 * its opener drawn anew meanwhile: this is where it came from (src/ui/Dialog.tsx gives the focus back there,
 * or to the element with its id or name).
 */
let last: HTMLElement | null = null;
let listening = false;

export function rememberFocus(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'focusin',
    (e) => {
      if (e.target instanceof HTMLElement) last = e.target;
    },
    true,
  );
}

export const lastFocused = (): HTMLElement | null => last;
