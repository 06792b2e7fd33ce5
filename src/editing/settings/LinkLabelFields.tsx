import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { LANGUAGES, MAX_LINK_LABEL_CHARS, type Lang } from '../../content/constants';
import { linkLabelMissing } from '../../content/translationOverview';
import { isBuiltInLink } from '../../content/siteSettings';
import type { LocalizedText, NavbarLink } from '../../content/types';
import admin from '../../ui/owner.module.css';
import styles from './settings.module.css';

/**
 * A menu link's label in the five languages, edited like every other text: Italian first, the others
 * below it, each still missing marked and showing (greyed) what visitors will read there instead.
 */
export function LinkLabelFields({
  link,
  onChange,
  rowId,
}: {
  link: NavbarLink;
  /** The element naming the link's row, added to each field's name ("English — link 3, Prenotazioni"). */
  rowId: string;
  onChange: (label: LocalizedText) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // As the translations overview counts: a language is missing only where a visitor would read Italian.
  const missing = linkLabelMissing(link);
  // What a visitor reads in a language with no label of its own: the site's own links (Camere, Contatti…)
  // have the site's word in every language (once that language's words have arrived: the section asks for
  // them all), the others their Italian label.
  const fallback = (l: Lang) =>
    isBuiltInLink(link.id)
      ? i18n.hasResourceBundle(l, 'translation')
        ? t(`nav.${link.id}`, { lng: l })
        : ''
      : l === 'it'
        ? ''
        : (link.label.it ?? '');
  const input = (lang: Lang) => {
    const v = link.label[lang] ?? '';
    return (
      <div key={lang} className={admin.field}>
        <label htmlFor={`${id}-${lang}`} id={`${id}-${lang}-label`}>
          <span lang={lang}>{t(`languages.${lang}`)}</span>
          {missing.includes(lang) ? ` · ${t('editing.missing')}` : ''}
        </label>
        <input
          id={`${id}-${lang}`}
          aria-labelledby={`${id}-${lang}-label ${rowId}`}
          type="text"
          lang={lang}
          value={v}
          placeholder={fallback(lang)}
          aria-invalid={v.length > MAX_LINK_LABEL_CHARS || undefined}
          onChange={(e) => onChange({ ...link.label, [lang]: e.target.value })}
        />
      </div>
    );
  };
  return (
    <fieldset className={`${admin.fieldset} ${styles.label}`} aria-labelledby={`${id}-legend ${rowId}`}>
      <legend id={`${id}-legend`}>{t('settings.label')}</legend>
      {input('it')}
      <details className={styles.otherLanguages}>
        <summary>
          {missing.length ? t('settings.otherLanguagesMissing', { count: missing.length }) : t('settings.otherLanguages')}
        </summary>
        {LANGUAGES.filter((l) => l !== 'it').map(input)}
      </details>
    </fieldset>
  );
}
