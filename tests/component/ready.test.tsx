/**
 * The application says when its first page has its content (html[data-ready]): a saved page hidden until
 * then is shown (src/app/startUp.ts), and the browser tests and the benchmark wait for it.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';

const ready = () => document.documentElement.getAttribute('data-ready');

afterEach(() => document.documentElement.removeAttribute('data-ready'));

describe('ready marker', () => {
  it('is set once the page’s slow reads have all arrived, not before', async () => {
    await renderApp('/camere', { setup: (f) => (f.delayMs = 150) });
    expect(ready()).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Le camere' });
    await waitFor(() => expect(ready()).toBe('true'));
    expect(screen.getAllByRole('link', { name: /Camera Uliveto/ }).length).toBeGreaterThan(0);
  });

  it('is set only once what the reads brought is on the page: nothing there is still loading at that moment', async () => {
    let seen: { busy: number; rooms: number } | undefined;
    const watch = new MutationObserver(() => {
      if (seen || !ready()) return;
      seen = {
        busy: document.querySelectorAll('[aria-busy="true"]').length,
        rooms: screen.queryAllByRole('link', { name: /Camera Uliveto/ }).length,
      };
    });
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
    try {
      await renderApp('/', { setup: (f) => (f.delayMs = 60) });
      await waitFor(() => expect(seen).toBeDefined());
      expect(seen!.busy).toBe(0);
      expect(seen!.rooms).toBeGreaterThan(0);
    } finally {
      watch.disconnect();
    }
  });

  it('says "error" when a read of the page failed', async () => {
    await renderApp('/camere', { setup: (f) => f.failReads.add('rooms') });
    await waitFor(() => expect(ready()).toBe('error'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
