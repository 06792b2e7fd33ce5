import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { LANGUAGES, type Lang } from '../../content/constants';
import styles from './LangFields.module.css';

type Shown = [Lang, (lang: Lang) => void];
const ShownLang = createContext<Shown | null>(null);

/**
 * On a phone a text is edited one language at a time: the language shown, shared by every text of a
 * form (switching in one text switches them all). On a wider screen every language shows together.
 */
export function ShownLangProvider({ children }: { children: ReactNode }) {
  const shown = useState<Lang>('it');
  return <ShownLang.Provider value={shown}>{children}</ShownLang.Provider>;
}

/** The language a text shows on a phone: its form's, or its own where it stands alone. */
export function useShownLang(): Shown {
  const own = useState<Lang>('it');
  return useContext(ShownLang) ?? own;
}

/**
 * The phone's switch between a text's languages, each with its state (missing, to update), for the text
 * named `of`. Not shown on a wider screen, where every language is there at once.
 */
export function LangSwitch({
  of,
  shown,
  missing,
  outdated,
}: {
  of: string;
  shown: Shown;
  missing: readonly Lang[];
  outdated: readonly Lang[];
}) {
  const { t } = useTranslation();
  const [lang, setLang] = shown;
  return (
    <div className={styles.langSwitch} role="group" aria-label={t('editing.shownLanguage', { field: of })}>
      {LANGUAGES.map((l) => {
        const state = missing.includes(l) ? 'missing' : outdated.includes(l) ? 'outdated' : null;
        return (
          <button key={l} type="button" aria-pressed={l === lang} data-state={state ?? undefined} onClick={() => setLang(l)}>
            <span lang={l}>{t(`languages.${l}`)}</span>
            {state && (
              <span className="visually-hidden"> · {t(state === 'missing' ? 'editing.missing' : 'editing.outdatedShort')}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
