import { useState, type MouseEvent } from 'react';
import { useLang, useTranslation } from '../i18n/react';
import { useNavigate } from 'react-router-dom';
import { LANGUAGES, type Lang } from '../content/constants';
import { switchLanguage } from '../i18n';
import { localizedPath, splitLangPath } from '../content/paths';
import styles from './Navbar.module.css';

/**
 * The language choice: a link to this page in each language (`path` is the page's path without its language
 * prefix), which works before and without the script (src/app/start.js remembers the choice before the
 * application has started). The application takes a plain click over: the language switches in place.
 */
export function LanguagePicker({ className, path }: { className?: string; path: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
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
  const onClick = (e: MouseEvent<HTMLAnchorElement>, lng: Lang) => {
    // A new tab or window, a download: the browser's own.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (lng !== lang || failed) void change(lng);
  };
  // Each language's strings are a chunk of the build: fetched as soon as the visitor reaches for a language.
  const preload = () => void i18n.loadLanguages([...LANGUAGES]);
  return (
    <div className={className}>
      {/* Named as a group (a list's own name is not for HTML validators), the choice is one of these links. */}
      <div role="group" aria-label={t('nav.language')} onPointerEnter={preload} onFocus={preload}>
        <ul className={styles.langLinks}>
          {LANGUAGES.map((l) => (
            <li key={l}>
              <a
                href={localizedPath(path, l)}
                hrefLang={l}
                lang={l}
                aria-current={l === lang ? 'true' : undefined}
                data-language={l}
                onClick={(e) => onClick(e, l)}
              >
                <span className={styles.langCode}>{l.toUpperCase()}</span>{' '}
                <span className={styles.langName}>{t(`languages.${l}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {failed && (
        <p role="alert" className={styles.langFailed}>
          {t('nav.languageFailed', { language: t(`languages.${failed}`) })}
        </p>
      )}
    </div>
  );
}
