/** The owner's message for a content limit, in the interface language. */
import type { TFunction } from 'i18next';
import { MAX_URL_CHARS, type Lang } from '../../content/constants';
import type { LimitProblem } from '../../content/limits';

/** `field` is the human name of the field at fault (with its number, for a block or a link). */
export function limitMessage(t: TFunction, lang: Lang, p: LimitProblem, field = ''): string {
  const num = (n: number) => n.toLocaleString(lang);
  // The field's name opens the sentence.
  const name = field.charAt(0).toLocaleUpperCase(lang) + field.slice(1);
  if (p.kind === 'empty') return t('limits.empty', { field: name });
  const values = { field: name, max: num(p.max), actual: num(p.count) };
  if (p.kind === 'tooMany') return t(`limits.tooMany.${p.field}`, values);
  if (p.kind === 'tooLarge') return t('limits.tooLarge', values);
  return p.lang ? t('limits.textTooLong', { ...values, language: t(`languages.${p.lang}`) }) : t('limits.tooLong', values);
}

/** The owner's message for an address longer than MAX_URL_CHARS. */
export const urlTooLong = (t: TFunction, lang: Lang, url: string) =>
  t('errors.urlTooLong', { max: MAX_URL_CHARS.toLocaleString(lang), actual: url.length.toLocaleString(lang) });
