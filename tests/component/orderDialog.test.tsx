import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NavbarLink } from '../../src/content/types';
import { renderApp } from '../support/render';

async function openOrder() {
  const user = userEvent.setup();
  const rendered = await renderApp('/servizi', { signedIn: true });
  const titles = async () => (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent!);
  const before = await titles();
  await user.click(screen.getByRole('button', { name: 'Cambia l’ordine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ordine dei servizi' });
  const rows = () =>
    within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  return { user, rendered, titles, before, dialog, rows };
}

describe('the order dialog', () => {
  it('carries an entry with the keyboard: picked up on its grip, to the end with End, dropped with Enter', async () => {
    const { user, dialog, before, rows, titles } = await openOrder();
    const grip = within(dialog).getByRole('button', { name: `Trascina: ${before[0]}` });
    // The dialog opens on the first row's grip, which says how the keyboard carries it.
    expect(grip).toHaveFocus();
    expect(grip).toHaveAccessibleDescription(/Spazio o Invio per prendere la voce/);
    await user.keyboard(' ');
    expect(grip).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent(`${before[0]} presa, posizione 1 di 4`);
    await user.keyboard('{ArrowDown}');
    expect(rows()[1]).toContain(before[0]);
    expect(within(dialog).getByRole('button', { name: `Trascina: ${before[0]}` })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(rows()[3]).toContain(before[0]);
    expect(within(dialog).getByRole('button', { name: `Trascina: ${before[0]}` })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('status')).toHaveTextContent(`${before[0]} lasciata in posizione 4 di 4`);
    // Tab goes on to the row's buttons, Enter on "Sposta all'inizio" brings it back to the front in one press.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: `Sposta all’inizio: ${before[0]}` })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Salva l’ordine');
    within(dialog)
      .getByRole('button', { name: `Sposta all’inizio: ${before[3]}` })
      .focus();
    await user.keyboard('{Enter}');
    expect(rows()[0]).toContain(before[3]);
    expect(within(dialog).getByRole('button', { name: `Sposta all’inizio: ${before[3]}` })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Salva l’ordine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await titles()).toEqual([before[3], before[1], before[2], before[0]]));
  });

  it('puts a carried entry back with Escape and stays open; a second Escape closes it', async () => {
    const { user, dialog, before, rows } = await openOrder();
    within(dialog)
      .getByRole('button', { name: `Trascina: ${before[1]}` })
      .focus();
    await user.keyboard('{Enter}{Home}');
    expect(rows()[0]).toContain(before[1]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Ordine dei servizi' })).toBeInTheDocument();
    expect(rows()[1]).toContain(before[1]);
    expect(within(dialog).getByRole('status')).toHaveTextContent(`${before[1]} rimessa in posizione 2 di 4`);
    expect(within(dialog).getByRole('button', { name: `Trascina: ${before[1]}` })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves the last entry to the end and the first to the start in one press each, the ends marked', async () => {
    const { user, dialog, before, rows } = await openOrder();
    expect(within(dialog).getByRole('button', { name: `Sposta all’inizio: ${before[0]}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: `Sposta alla fine: ${before[3]}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: `Sposta alla fine: ${before[0]}` }));
    expect(rows().map((r) => before.findIndex((b) => r!.includes(b)))).toEqual([1, 2, 3, 0]);
  });
});

describe('the other lists the owner orders', () => {
  it('a listing’s blocks: the first carried to the end with the keyboard on its grip', async () => {
    const user = userEvent.setup();
    await renderApp('/camere', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: '+ Aggiungi camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova camera' });
    await user.click(within(dialog).getByRole('button', { name: '+ Aggiungi testo' }));
    await user.click(within(dialog).getByRole('button', { name: '+ Aggiungi immagine' }));
    await user.click(within(dialog).getByRole('button', { name: '+ Aggiungi testo' }));
    const first = within(dialog).getByRole('group', { name: 'Blocco di testo 1' });
    await user.click(within(first).getByLabelText('Italiano'));
    await user.paste('Il primo blocco.');
    within(dialog).getByRole('button', { name: 'Trascina: Blocco di testo 1' }).focus();
    await user.keyboard('{Enter}{End}{Enter}');
    const blocks = within(dialog)
      .getAllByRole('group')
      .filter((g) => /^(Blocco di testo|Immagine) \d$/.test(g.getAttribute('aria-label') ?? ''));
    expect(blocks.map((g) => g.getAttribute('aria-label'))).toEqual(['Immagine 1', 'Blocco di testo 2', 'Blocco di testo 3']);
    expect(within(blocks[2]).getByLabelText('Italiano')).toHaveValue('Il primo blocco.');
    // The grip moved with its block and kept the focus.
    expect(within(dialog).getByRole('button', { name: 'Trascina: Blocco di testo 3' })).toHaveFocus();
  });

  it('the menu’s links: one carried to the start with the keyboard, and saved so', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/admin-impostazioni-sito', { signedIn: true });
    const grip = await screen.findByRole('button', { name: 'Trascina: Contatti' });
    grip.focus();
    await user.keyboard('{Enter}{Home}');
    expect(screen.getByText(/^Contatti: posizione 1 di \d+$/)).toHaveAttribute('role', 'status');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    await screen.findByText('Impostazioni salvate con successo!');
    const links = (await local.docs.get('site_settings/global'))!.navbarLinks as NavbarLink[];
    expect(links[0].id).toBe('contatti');
  });
});
