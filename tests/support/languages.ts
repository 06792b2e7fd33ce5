import { within } from '@testing-library/react';

const NAMES = { it: 'Italiano', en: 'English', de: 'Deutsch', nl: 'Nederlands', fr: 'Français' } as const;

/** The language choice's link to `lang`, in the group named `list` ('Lingua', 'Language'…) within `scope`. */
export function languageLink(scope: HTMLElement, lang: string, list = 'Lingua'): HTMLElement {
  const name = NAMES[lang as keyof typeof NAMES];
  return within(within(scope).getByRole('group', { name: list })).getByRole('link', { name: new RegExp(name) });
}
