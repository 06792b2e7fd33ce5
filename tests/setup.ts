import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Component tests run in jsdom; the backend contract suite opts into node.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // jsdom has no layout: scrolling is a no-op here.
  window.scrollTo = () => undefined;
}
