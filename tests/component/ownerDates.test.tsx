import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';

describe('the owner’s dates', () => {
  it('are written as the interface language writes them, in English as visitors read it (en-IE), not US dates', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/?lng=en', { signedIn: true, lang: 'en' });
    await local.docs.setMerge('rooms/stanza-prova', { name: { it: 'Stanza di prova' }, createdAt: 1_700_000_000_000 });
    await (await local.history()).trash('rooms/stanza-prova');
    await user.click((await screen.findAllByRole('link', { name: 'Settings' }))[0]);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Trash' })).closest('section')!;
    const item = await within(section).findByRole('listitem');
    const today = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium' }).format(Date.now());
    expect(today).toMatch(/^\d{1,2} \w+ \d{4}$/);
    expect(item).toHaveTextContent(today);
    expect(item).not.toHaveTextContent(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(Date.now()));
  });
});
