import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Component tests run in jsdom; the backend contract suite opts into node.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy/waitFor wait for a condition; on a loaded 2-core machine a save plus its live update can take
  // longer than the library's 1 s default (4 s was still too short once in CI), which made an assertion fail
  // now and then without a defect.
  configure({ asyncUtilTimeout: 10000 });
  // jsdom has no layout: scrolling is a no-op here.
  window.scrollTo = () => undefined;
  // jsdom has the <dialog> element without its modal methods: opened and closed here as a browser does
  // (the top layer, the inert page behind and the cancel event are checked in a browser, tests/e2e).
  if (!HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
}
