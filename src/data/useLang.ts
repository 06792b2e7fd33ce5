import { useTranslation } from 'react-i18next';
import type { Lang } from '../content/constants';
import { INTL_LOCALES } from '../content/intl';
import { toLang } from '../i18n';

/** The current interface language, always one of the five. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return toLang(i18n.resolvedLanguage ?? i18n.language);
}

/** Dates and times written as the interface language writes them. */
export function useDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(INTL_LOCALES[useLang()], options);
}
