/** What an owner expects besides: editing a listing from its own page, and seeing the site as a visitor does. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OWNER, renderApp } from '../support/render';

const mainNav = () => screen.getByRole('navigation', { name: 'Navigazione principale' });

describe("a listing's own page", () => {
  it.each([
    ['/camere/camera-uliveto', 'Modifica questa camera', 'Modifica camera', /^Nome/, 'rooms/camera-uliveto', 'name'],
    [
      '/esperienze/caccia-al-tartufo',
      'Modifica questa esperienza',
      'Modifica esperienza',
      /^Titolo/,
      'experiences/caccia-al-tartufo',
      'title',
    ],
  ])('%s: the owner edits it there, with the same form as on the list', async (path, button, dialogName, group, doc, field) => {
    const user = userEvent.setup();
    const { local } = await renderApp(path, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    const it = within(within(dialog).getByRole('group', { name: group })).getByLabelText('Italiano');
    await user.clear(it);
    await user.type(it, 'Nome nuovo');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Nome nuovo' })).toBeInTheDocument();
    expect(await local.docs.get(doc)).toMatchObject({ [field]: { it: 'Nome nuovo' }, lastUpdatedBy: OWNER.email });
  });

  it('offers visitors no edit button', async () => {
    await renderApp('/camere/camera-uliveto');
    await screen.findByRole('heading', { level: 1, name: 'Camera Uliveto' });
    expect(screen.queryByRole('button', { name: 'Modifica questa camera' })).toBeNull();
  });
});

describe('view as visitor', () => {
  const ownerControls = () =>
    screen
      .queryAllByRole('button')
      .filter((b) =>
        /^(Modifica|Sfondo: |Cambia immagine|Elimina|\+ Aggiungi|Modifica mappa)/.test(
          b.getAttribute('aria-label') ?? b.textContent ?? '',
        ),
      );

  it('hides every pencil and owner control until switched back, still signed in, without reading again', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/camere', { signedIn: true });
    await screen.findByRole('button', { name: '+ Aggiungi camera' });
    await waitFor(() => expect(ownerControls().length).toBeGreaterThan(8));
    // The owner's tools load after the page: their reads settle first.
    let reads = -1;
    await waitFor(
      async () => {
        const before = faults.reads.length;
        await new Promise((r) => setTimeout(r, 250));
        reads = faults.reads.length;
        expect(reads).toBe(before);
      },
      { timeout: 8000 },
    );
    const toggle = within(mainNav()).getByRole('button', { name: 'Vedi come visitatore' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(ownerControls()).toEqual([]));
    expect(screen.getAllByRole('article').length).toBe(4);
    // The footer's contacts are links again, as visitors have them.
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: /^Telefono/ })).toBeInTheDocument();
    expect(local.auth.currentUser()?.email).toBe(OWNER.email);
    expect(within(mainNav()).getByRole('link', { name: 'Impostazioni' })).toBeInTheDocument();
    expect(faults.reads.length).toBe(reads);

    // Another page stays as a visitor sees it.
    await user.click(within(mainNav()).getByRole('link', { name: 'Home' }));
    await screen.findAllByRole('heading', { level: 2 });
    expect(ownerControls()).toEqual([]);

    await user.click(within(mainNav()).getByRole('button', { name: 'Vedi come visitatore' }));
    expect(await screen.findByRole('button', { name: /^Modifica titolo principale/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sfondo: cambia l’immagine' }).length).toBeGreaterThan(0);
  });

  it('is not offered to visitors', async () => {
    await renderApp('/');
    await screen.findByRole('banner');
    expect(within(mainNav()).queryByRole('button', { name: 'Vedi come visitatore' })).toBeNull();
  });
});
