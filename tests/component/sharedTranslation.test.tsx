/** The interface language shared from the root (src/i18n/react.tsx): what a component reads, as the language and the strings change. */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n, loadOwnerStrings, switchLanguage } from '../../src/i18n';
import { LanguageProvider, useLang, useTranslation } from '../../src/i18n/react';
import en from '../../src/i18n/locales/en.json';

function Probe({ name }: { name: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul>
      <li data-testid="lang">{lang}</li>
      <li data-testid="plain">{t('nav.camere')}</li>
      <li data-testid="again">{t('nav.camere')}</li>
      <li data-testid="named">{t('order.drag', { name })}</li>
      <li data-testid="in-de">{t('nav.camere', { lng: 'de' })}</li>
      <li data-testid="owner">{t('login.title')}</li>
    </ul>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('the shared translation', () => {
  it('gives every caller the language and its strings, with options, and follows a change of language', async () => {
    const i18n = await createI18n({ detect: false, lng: 'it' });
    await loadOwnerStrings(i18n);
    const { rerender } = render(
      <LanguageProvider i18n={i18n}>
        <Probe name="Camera Uliveto" />
      </LanguageProvider>,
    );
    expect(text('lang')).toBe('it');
    expect(text('plain')).toBe(i18n.t('nav.camere', { lng: 'it' }));
    expect(text('again')).toBe(text('plain'));
    expect(text('named')).toBe(i18n.t('order.drag', { lng: 'it', name: 'Camera Uliveto' }));
    expect(text('named')).toContain('Camera Uliveto');

    // Another name, another string (not the first one kept).
    rerender(
      <LanguageProvider i18n={i18n}>
        <Probe name="Suite Torretta" />
      </LanguageProvider>,
    );
    expect(text('named')).toContain('Suite Torretta');
    expect(text('named')).not.toContain('Camera Uliveto');

    await act(() => switchLanguage(i18n, 'de'));
    expect(text('lang')).toBe('de');
    expect(text('plain')).toBe(i18n.t('nav.camere', { lng: 'de' }));
    expect(text('plain')).not.toBe(i18n.t('nav.camere', { lng: 'it' }));
    expect(text('named')).toBe(i18n.t('order.drag', { lng: 'de', name: 'Suite Torretta' }));
    expect(text('in-de')).toBe(text('plain'));
  });

  it('shows strings added after a first look (the owner’s, arriving after the page)', async () => {
    // Its own copy of the English strings, to change one of them here only.
    const i18n = await createI18n({ detect: false, lng: 'en', fetch: async () => structuredClone(en) });
    // A new element each time: the same one again would not render anew.
    const page = () => (
      <LanguageProvider i18n={i18n}>
        <Probe name="x" />
      </LanguageProvider>
    );
    const { rerender } = render(page());
    // Not there yet: the key itself, as i18next gives it.
    expect(text('owner')).toBe('login.title');
    await act(() => loadOwnerStrings(i18n));
    rerender(page());
    expect(text('owner')).toBe(i18n.t('login.title', { lng: 'en' }));
    expect(text('owner')).not.toBe('login.title');

    // A string changed in place is read again, not the one kept.
    act(() => i18n.addResource('en', 'translation', 'nav.camere', 'Bedrooms'));
    rerender(page());
    expect(text('plain')).toBe('Bedrooms');
  });

  it('says so when used outside the provider', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Probe name="x" />)).toThrow('useTranslation() outside a LanguageProvider');
    } finally {
      console.error = quiet;
    }
  });
});
