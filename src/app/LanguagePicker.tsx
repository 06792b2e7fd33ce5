import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LANGUAGES, type Lang } from '../content/constants';
import { useLang } from '../data/useLang';
import { switchLanguage } from '../i18n';
import { localizedPath, splitLangPath } from '../content/paths';
import styles from './Navbar.module.css';

/** The language picker; `path` is the page's path (without its language prefix), which its links lead to in each language. */
export function LanguagePicker({ className, path }: { className?: string; path: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const id = useId();
  const navigate = useNavigate();
  // A language whose strings could not be fetched: the page stays as it was and says so.
  const [failed, setFailed] = useState<Lang | null>(null);
  const change = async (lng: Lang) => {
    const ok = await switchLanguage(i18n, lng);
    setFailed(ok ? null : lng);
    if (!ok) return;
    // The page's own URL in that language (/de/camere); a language in the query would win again on reload,
    // and the choice is now remembered instead.
    const url = new URL(window.location.href);
    url.searchParams.delete('lng');
    url.pathname = localizedPath(splitLangPath(url.pathname).path, lng);
    void navigate(url.pathname + url.search + url.hash, { replace: true });
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={lang}
        // The saved page's copy works before the application (src/app/start.js).
        data-language-picker=""
        onChange={(e) => void change(e.target.value as Lang)}
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
      {/* Without the script (which makes the picker work), the same choice as links to this page in each
          language. */}
      <noscript>
        <ul className={styles.langLinks}>
          {LANGUAGES.map((l) => (
            <li key={l}>
              <a href={localizedPath(path, l)} hrefLang={l} lang={l} aria-current={l === lang ? 'page' : undefined}>
                {t(`languages.${l}`)}
              </a>
            </li>
          ))}
        </ul>
      </noscript>
      {failed && (
        <p role="alert" className={styles.langFailed}>
          {t('nav.languageFailed', { language: t(`languages.${failed}`) })}
        </p>
      )}
    </div>
  );
}
