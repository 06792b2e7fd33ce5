import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render';

const PATH = '/admin-impostazioni-sito';
const section = async (title: RegExp) => (await screen.findByRole('heading', { name: title })).closest('section')!;

/** The site's server, as far as the stamp beside the saved pages goes. */
function serve(answer: () => Promise<Response>) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe('/saved-pages.json');
    // Never an older answer from the browser's cache.
    expect(init?.cache).toBe('no-store');
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the date of the saved pages, in settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when the copy visitors get first was saved, in the interface language', async () => {
    const stamp = { savedAt: '2026-07-10T08:30:00.000Z', pages: 24 };
    const fetch = serve(async () => new Response(JSON.stringify(stamp), { headers: { 'content-type': 'application/json' } }));
    await renderApp(PATH, { signedIn: true });
    const box = await section(/^Pagine salvate per i visitatori$/);
    expect(await within(box).findByText(/risale al 10 luglio 2026/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('in German too', async () => {
    serve(async () => new Response(JSON.stringify({ savedAt: '2026-07-10T08:30:00.000Z' })));
    await renderApp(`${PATH}?lng=de`, { signedIn: true, lang: 'de' });
    const de = await section(/^Gespeicherte Seiten für Besucher$/);
    expect(await within(de).findByText(/stammt vom 10\. Juli 2026/)).toBeInTheDocument();
  });

  it('says there is no saved copy where the site answers with its shell or not at all', async () => {
    serve(async () => new Response('<!doctype html><title>Locanda</title>', { headers: { 'content-type': 'text/html' } }));
    await renderApp(PATH, { signedIn: true });
    const box = await section(/^Pagine salvate per i visitatori$/);
    expect(await within(box).findByText(/non ha pagine salvate/)).toBeInTheDocument();
    expect(within(box).queryByText(/Impossibile/)).toBeNull();
  });

  it('says so when the date cannot be read, and the rest of the page works', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderApp(PATH, { signedIn: true });
    const box = await section(/^Pagine salvate per i visitatori$/);
    expect(await within(box).findByText('Impossibile leggere la data delle pagine salvate.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Nome del sito')).toHaveValue('Locanda');
  });
});
