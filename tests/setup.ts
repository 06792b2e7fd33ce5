import '@testing-library/jest-dom/vitest';
import { createRequire } from 'node:module';
import { afterEach } from 'vitest';

// Component tests run in jsdom; the backend contract suite opts into node.
if (typeof window !== 'undefined') {
  blankPage();
  const { cleanup, configure, getConfig, prettyDOM } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy/waitFor wait for a condition; on a loaded 2-core machine a save plus its live update can take
  // longer than the library's 1 s default (4 s was still too short once in CI), which made an assertion fail
  // now and then without a defect.
  // A query that finds nothing prints the page in its error; findBy/waitFor ask again every 50 ms and drop
  // those errors, so the page is printed there only in the error that ends the wait (as the library's own
  // message does, once instead of at every try: printing a long form was an eighth of a form test's time).
  configure({
    asyncUtilTimeout: 10000,
    getElementError: (message, container) => {
      const polling = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
      const error = new Error(polling ? (message ?? '') : [message, prettyDOM(container)].filter(Boolean).join('\n\n'));
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
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
  speedUpLabels();
  speedUpIdSelectors();
  await withoutOwnerStacks();
}

/**
 * The site's tests share one page per worker (vite.config.ts: `isolate: false`): each file starts on a blank
 * one, as a browser's new tab would be — no attributes on <html>, an empty head and body, no storage, no
 * cookies, at the page's first address.
 */
function blankPage() {
  const first = globalThis as { firstAddress?: string };
  first.firstAddress ??= window.location.href;
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const storage of [localStorage, sessionStorage]) storage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.history.replaceState(null, '', first.firstAddress);
}

/**
 * React's development build records where each element was created (an Error and a console task per element)
 * to name its owners in warnings: an eighth of a form test's time. Its counter of recorded elements is held
 * past React's own limit, beyond which it records none; warnings are still given, without that trail.
 */
async function withoutOwnerStacks() {
  const react = (await import('react')) as unknown as Record<string, Record<string, unknown> | undefined>;
  const internals = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && 'recentlyCreatedOwnerStacks' in internals)
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined });
}

interface LabelImpl {
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): { nodeType: number; getElementById?(id: string): LabelImpl | null };
}

/**
 * jsdom finds a `<label for>`'s control by walking the whole page, and an input's labels by asking every
 * node for its control: each label query of a long form walked the page hundreds of times (a quarter of the
 * component tests' time). Here a labelled page's control is found through the document's index of ids, which
 * gives the same element (the first with that id, in tree order); labels without `for`, and nodes outside a
 * document, keep jsdom's own walk.
 */
function speedUpLabels() {
  const require = createRequire(import.meta.url);
  const labelModule = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
    implementation: { prototype: object };
  };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable(node: unknown): boolean;
  };
  const proto = labelModule.implementation.prototype;
  const own = Object.getOwnPropertyDescriptor(proto, 'control');
  const walk = own?.get;
  if (!walk) throw new Error('jsdom no longer defines a label’s control where tests/setup.ts expects it');
  Object.defineProperty(proto, 'control', {
    configurable: true,
    get(this: LabelImpl) {
      const root = this.getRootNode({});
      if (!this.hasAttributeNS(null, 'for') || root.nodeType !== 9 || !root.getElementById) return walk.call(this);
      const id = this.getAttributeNS(null, 'for');
      const found = id ? root.getElementById(id) : null;
      return found && isLabelable(found) ? found : null;
    },
  });
}

/**
 * Testing Library finds the label named by `aria-labelledby` with `querySelector('[id="…"]')`, which jsdom
 * answers by matching the selector against every element: asked once per labelled element per query. The
 * same element comes from the document's index of ids when it is a descendant of the node asked (the first
 * element with that id in the document, so the first inside the node too); otherwise jsdom's own search.
 */
function speedUpIdSelectors() {
  const idSelector = /^\[id="([^"\\]+)"\]$/;
  for (const proto of [Document.prototype, DocumentFragment.prototype, Element.prototype]) {
    const search = proto.querySelector as (this: ParentNode & Node, selectors: string) => Element | null;
    proto.querySelector = function (this: ParentNode & Node, selectors: string) {
      const id = idSelector.exec(selectors)?.[1];
      const found = id ? (this.ownerDocument ?? (this as Document)).getElementById(id) : null;
      return found && found !== this && this.contains(found) ? found : search.call(this, selectors);
    } as typeof proto.querySelector;
  }
}
