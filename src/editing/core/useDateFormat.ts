import { INTL_LOCALES } from '../../content/intl';
import { useLang } from '../../i18n/react';

/** Dates and times written as the interface language writes them (owner code: not in a visitor's first load). */
export function useDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(INTL_LOCALES[useLang()], options);
}
