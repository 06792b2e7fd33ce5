/**
 * What the owner sees of publishing, in the settings and discreetly in the menu: the status the publish
 * function writes (publish/status), "Pubblica ora" and "Riprova" (publish/request), in the interface
 * language. On the demo backend changes are live at once, and the settings say so.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type Rendered } from '../support/render';
import { PUBLISH_REQUEST_DOC, PUBLISH_STATUS_DOC, type PublishStatus } from '../../src/content/publishing';

const SETTINGS = '/admin-impostazioni-sito';
const section = async (name: string | RegExp) => screen.findByRole('region', { name });
const menu = () => screen.getByRole('navigation', { name: 'Navigazione principale' });

/** The function's status document, written where the function writes it. */
const status = (r: Rendered, s: PublishStatus) => act(() => r.local.docs.setMerge(PUBLISH_STATUS_DOC, { ...s }));

/** The section's status line comes to say `text` (a string: exactly; a pattern: matching). */
const says = (box: HTMLElement, text: string | RegExp) =>
  waitFor(() => expect(within(box).getByRole('status')).toHaveTextContent(text));

const hhmm = (ms: number, locale: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(ms);

describe('publishing, as the owner sees it', () => {
  it('on the demo: the settings say changes are live at once; nothing to publish, nothing in the menu', async () => {
    await renderApp(SETTINGS, { signedIn: true });
    const box = await section('Pubblicazione');
    expect(within(box).getByText(/ogni modifica è visibile subito, in questo browser/)).toBeInTheDocument();
    expect(within(box).queryByRole('button')).toBeNull();
    expect(within(menu()).queryByText(/Pubblicat/)).toBeNull();
  });

  it('on Firebase: when the last changes went online, in the settings and in the menu, and “Pubblica ora”', async () => {
    const r = await renderApp(SETTINGS, { signedIn: true, kind: 'firebase' });
    const box = await section('Pubblicazione');
    const at = Date.now() - 60_000;
    await status(r, { publishedAt: at, readAt: at - 20_000, requestedAt: at - 80_000 });
    const text = `Pubblicato alle ${hhmm(at, 'it-IT')}`;
    await says(box, text);
    expect(within(menu()).getByRole('link', { name: text })).toHaveAttribute('href', `${SETTINGS}#pubblicazione`);

    await userEvent.click(within(box).getByRole('button', { name: 'Pubblica ora' }));
    const request = await r.local.docs.get(PUBLISH_REQUEST_DOC);
    expect(request).toEqual({ requestedAt: expect.any(Number), by: 'admin@locanda.test' });
    // Asked: on its way until the function answers.
    await says(box, 'Pubblicazione in corso…');
    expect(within(box).getByRole('button', { name: 'Pubblica ora' })).toBeDisabled();
    expect(within(menu()).getByRole('link', { name: 'Pubblicazione in corso…' })).toBeInTheDocument();

    await status(r, { requestedAt: Date.now(), running: true, startedAt: Date.now() });
    await says(box, 'Pubblicazione in corso…');
    const done = Date.now();
    await status(r, { running: false, readAt: done, publishedAt: done });
    await says(box, `Pubblicato alle ${hhmm(done, 'it-IT')}`);
  });

  it('says a burst of saves goes online in a few seconds, and names a page the last publish could not make', async () => {
    const r = await renderApp(SETTINGS, { signedIn: true, kind: 'firebase' });
    const box = await section('Pubblicazione');
    const at = Date.now() - 120_000;
    await status(r, {
      publishedAt: at,
      readAt: at,
      requestedAt: Date.now() - 3_000,
      skipped: [
        { path: '/camere/suite%3A2', reason: 'address', kept: false, collection: 'rooms', name: 'Suite al secondo piano' },
        { path: '/esperienze/vendemmia', reason: 'render', kept: true, collection: 'experiences', name: 'Vendemmia' },
      ],
    });
    await says(box, 'Pubblicazione tra pochi secondi…');
    expect(within(box).getByRole('button', { name: 'Pubblica ora' })).toBeDisabled();
    expect(within(menu()).getByRole('link', { name: 'Pubblicazione tra pochi secondi…' })).toBeInTheDocument();
    const lines = within(box)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Non pubblicato: la camera «Suite al secondo piano» — il suo indirizzo contiene caratteri che una pagina non può avere',
      'Non pubblicato: l’esperienza «Vendemmia» — la pagina non si è potuta creare. Resta online la versione pubblicata in precedenza.',
    ]);
  });

  it('says why a publish did not go online, and “Riprova” asks again; the menu says so in a word', async () => {
    const r = await renderApp(SETTINGS, { signedIn: true, kind: 'firebase' });
    const box = await section('Pubblicazione');
    await status(r, { publishedAt: 1, failedAt: Date.now() - 5_000, error: 'hosting', detail: 'HTTP 503' });
    await says(box, 'Non pubblicato: Firebase Hosting non ha accettato i file');
    const again = within(box).getByRole('button', { name: 'Riprova' });
    expect(within(menu()).getByRole('link', { name: 'Non pubblicato' })).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();

    await userEvent.click(again);
    await waitFor(async () => expect(await r.local.docs.get(PUBLISH_REQUEST_DOC)).toMatchObject({ by: 'admin@locanda.test' }));
    await says(box, 'Pubblicazione in corso…');
  });

  it('keeps what it showed and says so when the request cannot be sent', async () => {
    const r = await renderApp(SETTINGS, { signedIn: true, kind: 'firebase' });
    const box = await section('Pubblicazione');
    await status(r, { publishedAt: Date.UTC(2026, 10, 24, 9, 5), readAt: 1 });
    await says(box, /^Pubblicato il 24 novembre 2026 alle /);
    r.faults.failWrites = true;
    await userEvent.click(within(box).getByRole('button', { name: 'Pubblica ora' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Richiesta non inviata: controlla la connessione e riprova.');
    expect(within(box).getByRole('status')).toHaveTextContent(/^Pubblicato il 24 novembre 2026/);
  });

  it('in the interface language: German, a site not yet published, and a publish that stopped', async () => {
    const r = await renderApp(`${SETTINGS}?lng=de`, { signedIn: true, kind: 'firebase', lang: 'de' });
    const box = await section('Veröffentlichung');
    await status(r, {});
    await says(box, 'Noch nicht veröffentlicht');
    expect(within(box).getByRole('button', { name: 'Jetzt veröffentlichen' })).toBeEnabled();
    await status(r, { running: true, startedAt: Date.now() - 11 * 60_000 });
    await says(box, 'Nicht veröffentlicht: die Veröffentlichung wurde unterbrochen');
    expect(within(box).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
