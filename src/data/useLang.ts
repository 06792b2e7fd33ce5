import { useTranslation } from 'react-i18next';
import type { Lang } from '../content/constants';
import { toLang } from '../i18n';

/** The current interface language, always one of the five. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return toLang(i18n.resolvedLanguage ?? i18n.language);
}
