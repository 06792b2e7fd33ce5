/**
 * The owner's interface strings (login, editors, forms, settings, their messages):
 * bundled with the owner's code and added to the one `translation` namespace when
 * someone signs in or opens the login page, so a visitor never downloads them.
 */
import type { i18n } from 'i18next';
import it from './locales/owner/it.json';
import en from './locales/owner/en.json';
import de from './locales/owner/de.json';
import nl from './locales/owner/nl.json';
import fr from './locales/owner/fr.json';

export const ownerResources = { it, en, de, nl, fr };

/** Adds the owner's strings to every language already loaded (later ones get them as they load). */
export function addOwnerStrings(instance: i18n): void {
  for (const [lng, strings] of Object.entries(ownerResources)) {
    if (instance.hasResourceBundle(lng, 'translation')) instance.addResourceBundle(lng, 'translation', strings, true, false);
  }
}
