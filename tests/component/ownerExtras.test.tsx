import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OWNER, renderApp } from '../support/render';

describe('map and directions (location_page/map)', () => {
  it('refuses a map from another host and stores an allowed one with the editor', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/posizione', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Modifica mappa e indicazioni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mappa e indicazioni' });
    const src = within(dialog).getByLabelText(/Indirizzo della mappa incorporata/);
    await user.clear(src);
    await user.type(src, 'https://evil.example/maps/embed');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La mappa deve essere un indirizzo https di Google Maps (incorpora) o di OpenStreetMap.',
    );
    const good = 'https://www.openstreetmap.org/export/embed.html?bbox=12.1%2C42.7%2C12.4%2C42.8&layer=mapnik';
    await user.clear(src);
    await user.type(src, good);
    const link = within(dialog).getByLabelText(/Link per le indicazioni/);
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Inserisci un indirizzo http o https valido.');
    await user.clear(link);
    await user.type(link, 'https://www.openstreetmap.org/?mlat=42.74&mlon=12.28');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = await local.docs.get('location_page/map');
    expect(stored).toMatchObject({
      iframeSrc: good,
      mapLinkUrl: 'https://www.openstreetmap.org/?mlat=42.74&mlon=12.28',
      iframeSrc_lastUpdatedBy: OWNER.email,
    });
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toBe(good));
  });
});

describe('footer texts', () => {
  it('are editable in place by the owner and saved to footer/info', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/galleria', { signedIn: true });
    const footer = await screen.findByRole('contentinfo');
    await user.click(await within(footer).findByRole('button', { name: /^Modifica telefono/ }));
    const form = await within(footer).findByRole('form', { name: 'Modifica telefono' });
    const it = within(form).getByLabelText(/^Italiano/);
    await user.clear(it);
    await user.type(it, '+39 0763 000 111');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(async () => expect((await local.docs.get('footer/info'))?.phone).toEqual({ it: '+39 0763 000 111' }));
  });

  it('are plain contact links for a visitor', async () => {
    await renderApp('/galleria');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: /info@locanda\.example/ })).toHaveAttribute(
      'href',
      'mailto:info@locanda.example',
    );
    expect(within(footer).queryByRole('button', { name: /^Modifica/ })).toBeNull();
  });
});

describe('before/after images', () => {
  it('each have a replace button for the owner only', async () => {
    await renderApp('/', { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Cambia immagine: Prima del restauro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambia immagine: Dopo il restauro' })).toBeInTheDocument();
  });
});
