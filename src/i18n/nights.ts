/**
 * The words of a room's nights: the month grid's (title, states, turning, when checked) and the picker's
 * (title, hint, buttons, notes). Bundled with the grid and the picker, which load at the visitor's first
 * move and when a date field is focused, and added to the `translation` namespace then, so a first visit
 * does not download them. The server's render adds them the same way.
 */
import type { i18n } from 'i18next';
import it from './locales/nights/it.json';
import en from './locales/nights/en.json';
import de from './locales/nights/de.json';
import nl from './locales/nights/nl.json';
import fr from './locales/nights/fr.json';

export const nightsResources = { it, en, de, nl, fr };

/** Adds the nights' strings to every language already loaded. */
export function addNightsStrings(instance: i18n): void {
  for (const [lng, strings] of Object.entries(nightsResources)) {
    if (instance.hasResourceBundle(lng, 'translation')) instance.addResourceBundle(lng, 'translation', strings, true, false);
  }
}
