/**
 * Every input the owner fills has its limit, explained in the interface language before anything is sent:
 * the listing form (title, text, price, blocks, total size), background and map addresses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_CHARS, MAX_URL_CHARS } from '../../src/content/constants';
import { renderApp } from '../support/render';
import { pngFile } from '../support/environment';

type User = ReturnType<typeof userEvent.setup>;

async function paste(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function editRoom(user: User, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

const group = (dialog: HTMLElement, name: RegExp) => within(within(dialog).getByRole('group', { name })).getByLabelText;

describe('the listing form', () => {
  it('names the field and the language of a title over 300 characters, and sends nothing', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/camere', { signedIn: true });
    const dialog = await editRoom(user, /^Modifica camera: Camera Uliveto/);
    const de = group(dialog, /^Nome/)('Deutsch');
    await paste(user, de, 'Z'.repeat(301));
    expect(de).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nome (Deutsch): 301 caratteri, il massimo è 300. Accorcia il testo prima di salvare.',
    );
    expect(faults.writes).toEqual([]);
  });

  it('says so in English for a price over 60 characters', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/camere?lng=en', { signedIn: true, lang: 'en' });
    const dialog = await editRoom(user, /^Edit room: Olive Grove Room/);
    await paste(user, within(dialog).getByLabelText('Price per night (€)'), 'p'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Price per night (€): 61 characters, the maximum is 60. Shorten it before saving.',
    );
    expect(faults.writes).toEqual([]);
  });

  it('names the block of a text over 10 000 characters', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/servizi', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: '+ Aggiungi servizio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo servizio' });
    await user.click(within(dialog).getByRole('button', { name: '+ Aggiungi testo' }));
    const block = within(within(dialog).getByRole('group', { name: 'Blocco di testo 1' })).getByLabelText(/^Italiano/);
    await paste(user, block, 'x'.repeat(MAX_TEXT_CHARS + 1));
    await paste(user, group(dialog, /^Titolo/)('Italiano'), 'Biciclette');
    await paste(user, group(dialog, /^Descrizione/)(/^Italiano/), 'A noleggio');
    const image = within(dialog).getByRole('group', { name: /^Immagine principale/ });
    await user.upload(within(image).getByLabelText('Scegli un’immagine'), pngFile('bici.png'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Blocco di testo 1 (Italiano): 10.001 caratteri, il massimo è 10.000.',
    );
    expect(faults.writes).toEqual([]);
  });
});

describe('addresses', () => {
  const long = `https://www.example.com/${'a'.repeat(MAX_URL_CHARS)}`;

  it('a background address over 2 048 characters is refused as too long, not as invalid', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/camere', { signedIn: true });
    await user.click((await screen.findAllByRole('button', { name: 'Sfondo: cambia l’immagine' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Immagine di sfondo' });
    await paste(user, within(dialog).getByLabelText('Indirizzo dell’immagine (URL o percorso)'), long);
    await user.click(within(dialog).getByRole('button', { name: 'Usa questo indirizzo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `L’indirizzo è troppo lungo: ${long.length.toLocaleString('it')} caratteri, al massimo ${MAX_URL_CHARS.toLocaleString('it')}.`,
    );
    expect(faults.writes).toEqual([]);
  });

  it('a map address over 2 048 characters', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/posizione', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Modifica mappa e indicazioni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mappa e indicazioni' });
    await paste(
      user,
      within(dialog).getByLabelText(/Indirizzo della mappa incorporata/),
      long.replace('www.example.com', 'www.openstreetmap.org'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^L’indirizzo è troppo lungo: 20\d\d caratteri, al massimo 2048\.$/,
    );
    expect(faults.writes).toEqual([]);
  });
});
