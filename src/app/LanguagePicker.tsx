import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../content/constants';
import { useLang } from '../data/useLang';

export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const id = useId();
  const change = (lng: string) => {
    void i18n.changeLanguage(lng);
    // A language in the address would win again on reload; the choice is now cached instead.
    const url = new URL(window.location.href);
    if (url.searchParams.has('lng')) {
      url.searchParams.delete('lng');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={lang}
        // The saved page's copy works before the application (public/start.js).
        data-language-picker=""
        onChange={(e) => change(e.target.value)}
        // Each language's strings are a chunk of the build: fetched as soon as the visitor reaches for the picker.
        onPointerEnter={() => void i18n.loadLanguages([...LANGUAGES])}
        onFocus={() => void i18n.loadLanguages([...LANGUAGES])}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
