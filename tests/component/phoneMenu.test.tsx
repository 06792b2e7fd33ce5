import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appReady, renderApp } from '../support/render';

const mainNav = () => screen.getByRole('navigation', { name: 'Navigazione principale' });

describe('the phone menu', () => {
  it('closes with Escape, an open submenu first, focus back on its toggle', async () => {
    const user = userEvent.setup();
    await renderApp('/pagina-inesistente');
    await appReady();
    const toggle = within(mainNav()).getByRole('button', { name: /Apri il menu/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const submenu = within(mainNav()).getByRole('button', { name: 'Mostra l’elenco: Camere' });
    await user.click(submenu);
    expect(submenu).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(submenu).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
