import { useTranslation } from '../../i18n/react';
import { LANGUAGES, type Lang } from '../../content/constants';
import type { LocalizedText } from '../../content/types';
import { Dialog } from '../../ui/Dialog';
import admin from '../../ui/owner.module.css';
import styles from './ConflictDialog.module.css';

/** One text the owner was saving, as saved meanwhile and as typed: per language, or one value (a name, a code). */
export interface ConflictText {
  label: string;
  theirs: LocalizedText | string;
  mine: LocalizedText | string;
}

/** The languages whose values differ, or the one value (key '') when the text has no languages. */
function differing({ theirs, mine }: ConflictText): { key: Lang | ''; theirs?: string; mine?: string }[] {
  const keys: (Lang | '')[] = typeof theirs === 'string' || typeof mine === 'string' ? [''] : [...LANGUAGES];
  const value = (v: LocalizedText | string, key: Lang | '') => (typeof v === 'string' ? v : key && v[key]);
  return keys
    .map((key) => ({ key, theirs: value(theirs, key), mine: value(mine, key) }))
    .filter((x) => (x.theirs ?? '').trim() !== (x.mine ?? '').trim());
}

/**
 * A save refused because the same document was saved meanwhile (another tab, the phone): what was
 * saved beside what the owner typed, language by language, and the three ways on. It opens on Edit,
 * the choice that loses nothing, and Escape or the close button mean Edit too: the owner's text stays
 * in the editor behind it.
 */
export default function ConflictDialog({
  texts,
  others = [],
  gone = false,
  busy = false,
  onKeepMine,
  onTakeTheirs,
  onEdit,
}: {
  texts: ConflictText[];
  /** Names of other fields saved meanwhile with another value (a price, the main image). */
  others?: string[];
  /** The document was deleted meanwhile. */
  gone?: boolean;
  busy?: boolean;
  /** Saves the owner's version: Keep mine is Edit followed by this, replacing what was saved meanwhile. */
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const shown = texts.map((x) => ({ label: x.label, rows: differing(x) })).filter((x) => x.rows.length);
  const keepMine = () => {
    onEdit();
    onKeepMine();
  };
  return (
    <Dialog title={t('conflict.title')} onClose={() => !busy && onEdit()} wide>
      <p>{t('conflict.intro')}</p>
      {gone && <p className="message message-error">{t('conflict.gone')}</p>}
      {shown.map((x) => (
        <section key={x.label} className={styles.text} aria-label={x.label}>
          <h3 className={styles.label}>{x.label}</h3>
          {x.rows.map((row) => (
            <div
              key={row.key}
              className={styles.lang}
              role="group"
              aria-label={row.key ? `${x.label} · ${t(`languages.${row.key}`)}` : x.label}
            >
              {row.key && (
                <p className={styles.langName} lang={row.key}>
                  {t(`languages.${row.key}`)}
                </p>
              )}
              {(['theirs', 'mine'] as const).map((side) => (
                <div key={side} className={styles.side}>
                  <h4 className={styles.sideHead}>{t(`conflict.${side}`)}</h4>
                  {row[side]?.trim() ? (
                    <p className={styles.value}>{row[side]}</p>
                  ) : (
                    <p className={`${styles.value} ${styles.empty}`}>{t('conflict.empty')}</p>
                  )}
                </div>
              ))}
            </div>
          ))}
        </section>
      ))}
      {others.length > 0 && <p>{t('conflict.others', { fields: others.join(', ') })}</p>}
      <div className={admin.actions}>
        <button type="button" className={admin.primaryBtn} onClick={onEdit} disabled={busy} data-autofocus>
          {t('conflict.edit')}
        </button>
        <button type="button" className={admin.secondaryBtn} onClick={keepMine} disabled={busy}>
          {busy ? t('editing.saving') : t('conflict.keepMine')}
        </button>
        <button type="button" className={admin.secondaryBtn} onClick={onTakeTheirs} disabled={busy}>
          {t('conflict.takeTheirs')}
        </button>
      </div>
    </Dialog>
  );
}
