/**
 * A failed save is told twice: where it happened (the specification's message) and in the page's notice,
 * beside where a saved one is told, with what is kept and what to do, in the interface language. Each
 * failure is recorded in the owner's browser, and the settings page lists them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';

const SETTINGS = '/admin-impostazioni-sito';
const notice = () => screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite')!;

async function failAText(opts: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  const rendered = await renderApp('/', { signedIn: true, ...opts });
  await user.click(await screen.findByRole('button', { name: /^(Modifica primo paragrafo|Bearbeiten: Erster Absatz)/ }));
  const form = await screen.findByRole('form');
  rendered.faults.failWrites = true;
  await user.click(within(form).getByRole('button', { name: /^(Salva|Speichern)$/ }));
  await within(form).findByRole('alert');
  return { user, form, ...rendered };
}

afterEach(() => localStorage.clear());

describe('a failed save', () => {
  it('is told in the notice beside the saved one: nothing is lost, what to do', async () => {
    const { user, form, faults } = await failAText();
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        'Non è andato a buon fine, ma non si è perso nulla: controlla la connessione e riprova.',
      ),
    );
    faults.failWrites = false;
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Modifica salvata.'));
  });

  it('speaks the interface language', async () => {
    await failAText({ lang: 'de' });
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        'Das hat nicht geklappt, verloren ist nichts: Prüfen Sie die Verbindung und versuchen Sie es erneut.',
      ),
    );
  });

  it('is recorded, and the settings list it with its date and the error’s own words until they are cleared', async () => {
    const { user } = await failAText();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Navigazione principale' })).getByRole('link', { name: 'Impostazioni' }),
    );
    const section = (await screen.findByRole('heading', { name: 'Problemi recenti' })).closest('section')!;
    const item = within(section).getByRole('listitem');
    expect(item).toHaveTextContent(/^Salvataggio · /);
    expect(item).toHaveTextContent('Error: injected write failure');
    await user.click(within(section).getByRole('button', { name: 'Svuota l’elenco' }));
    expect(within(section).getByText('Nessun problema registrato.')).toBeInTheDocument();
    expect(localStorage.getItem('locanda.failures')).toBeNull();
  });

  it('leaves nothing in the list where nothing failed', async () => {
    await renderApp(SETTINGS, { signedIn: true });
    const section = (await screen.findByRole('heading', { name: 'Problemi recenti' })).closest('section')!;
    expect(within(section).getByText('Nessun problema registrato.')).toBeInTheDocument();
  });
});
