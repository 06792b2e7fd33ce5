/** File inputs are drop zones: drag and drop, or tap to choose, with the rules written beside, in the interface language. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { pngFile } from '../support/environment';

const zoneOf = (input: HTMLElement) => document.querySelector<HTMLElement>(`label[for="${input.id}"]`)!;

describe('the drop zone of an image upload', () => {
  it('takes images dropped on it (several in the gallery), and says the rules in Italian', async () => {
    const { local } = await renderApp('/galleria', { signedIn: true });
    await screen.findByRole('link', { name: /^Apri la foto 1 di 8\b/ });
    const input = await screen.findByLabelText('Aggiungi immagini');
    expect(input).toHaveAccessibleDescription(
      'Trascina qui le immagini o tocca per sceglierle JPG, PNG, WebP o GIF, fino a 5 MB',
    );
    const zone = zoneOf(input);
    expect(zone).toHaveTextContent('JPG, PNG, WebP o GIF, fino a 5 MB');
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [pngFile('alba.png'), pngFile('sera.png')] } });
    expect(await screen.findByRole('link', { name: 'Apri la foto 1 di 10' }, { timeout: 8000 })).toBeInTheDocument();
    const names = (await local.docs.list('gallery_images', {})).map((d) => String(d.data.imageUrl));
    expect(names.filter((u) => /_(alba|sera)\.png$/.test(u))).toHaveLength(2);
  });

  it('refuses a dropped file that is not an image, in English, and keeps one image where one is wanted', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/admin-impostazioni-sito?lng=en', { signedIn: true, lang: 'en' });
    const input = await screen.findByLabelText('Upload a logo');
    const zone = zoneOf(input);
    expect(zone).toHaveTextContent('Drag an image here, or tap to choose one');
    expect(zone).toHaveTextContent('JPG, PNG, WebP or GIF, up to 5 MB');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an image file (jpg, png, webp, gif).');
    fireEvent.drop(zone, { dataTransfer: { files: [pngFile('logo.png'), pngFile('other.png')] } });
    await waitFor(async () => expect((await local.docs.get('site_settings/global'))!.siteLogoUrl).toMatch(/\/\d+_logo\.png$/));
    // The zone is the input's label: a tap on it is a tap on the input.
    expect(input.id).toBe(zone.getAttribute('for'));
    await user.click(zone);
  });
});
