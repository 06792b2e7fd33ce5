/**
 * The words of the nights picker (its title, hint, buttons and notes): bundled with the picker, which loads
 * when a date field is focused, and added to the `translation` namespace then, so a first visit does not
 * download them.
 */
import type { i18n } from 'i18next';
import it from './locales/picker/it.json';
import en from './locales/picker/en.json';
import de from './locales/picker/de.json';
import nl from './locales/picker/nl.json';
import fr from './locales/picker/fr.json';

export const pickerResources = { it, en, de, nl, fr };

/** Adds the picker's strings to every language already loaded. */
export function addPickerStrings(instance: i18n): void {
  for (const [lng, strings] of Object.entries(pickerResources)) {
    if (instance.hasResourceBundle(lng, 'translation')) instance.addResourceBundle(lng, 'translation', strings, true, false);
  }
}
