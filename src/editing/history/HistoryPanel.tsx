import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { DocData, Revision } from '../../backend/port';
import { LANGUAGES } from '../../content/constants';
import { readLocalized } from '../../content/localized';
import { usableImageUrl } from '../../content/urls';
import { useBackend } from '../../data/context';
import { useDateFormat } from '../core/useDateFormat';
import { restoreRevision } from '../core/saving';
import { useAction } from '../core/useAction';
import { useLoad } from '../core/useLoad';
import styles from './HistoryPanel.module.css';
import admin from '../../ui/owner.module.css';
import { Alert } from '../../ui/Alert';

const PREVIEW_CHARS = 160;

const clip = (s: string) => (s.length > PREVIEW_CHARS ? `${s.slice(0, PREVIEW_CHARS - 1)}…` : s);

/** The History button of an editor or a form: shows and hides its HistoryPanel. */
export function HistoryToggle({ open, onToggle, disabled }: { open: boolean; onToggle: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={admin.secondaryBtn} onClick={onToggle} aria-expanded={open} disabled={disabled}>
      {t('history.open')}
    </button>
  );
}

/**
 * The earlier versions of a document's texts (History in the text editor and the listing form):
 * each with the date it was replaced, in the interface language, and a preview of every language;
 * Restore saves it back as a new edit, so the history itself is never rewritten.
 */
export function HistoryPanel({
  path,
  texts,
  image,
  details,
  onRestored,
}: {
  path: string;
  /** The text fields to preview; only revisions that hold one of them (or `image`, or `details`' fields) are listed. */
  texts: { field: string; label?: string }[];
  /** An image field to show as a thumbnail. */
  image?: string;
  /** Other fields (lists, numbers), and how their earlier values read (a room's calendars). */
  details?: { fields: string[]; show: (before: DocData) => ReactNode };
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const id = useId();
  const load = useLoad(path, async (doc) => (await backend.history()).revisions(doc));
  const restoring = useAction('restore');

  const shown = (r: Revision) =>
    texts.some(({ field }) => field in r.before) ||
    (!!image && image in r.before) ||
    !!details?.fields.some((field) => field in r.before);
  const when = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

  const restore = async (r: Revision) => (await restoring.run(() => restoreRevision(backend, r), { id: r.id })) && onRestored();

  const revisions = load.status === 'ready' ? load.data.filter(shown) : [];
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} aria-busy={load.status === 'loading' || undefined}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('history.title')}
      </h3>
      {load.status === 'loading' && <p className={styles.note}>{t('history.loading')}</p>}
      <Alert>{load.status === 'error' && t('history.loadError')}</Alert>
      {load.status === 'ready' && !revisions.length && <p className={styles.note}>{t('history.empty')}</p>}
      <Alert>{restoring.error && t('history.restoreError')}</Alert>
      {revisions.length > 0 && (
        <ol className={styles.list}>
          {revisions.map((r) => {
            const date = when.format(r.at);
            const thumb = image ? usableImageUrl(r.before[`${image}Small`], '') || usableImageUrl(r.before[image], '') : '';
            return (
              <li key={r.id} className={styles.item}>
                <p className={styles.date}>{t('history.replacedOn', { date })}</p>
                {thumb && <img src={thumb} alt={t('history.imageThen')} className={styles.thumb} width={96} height={64} />}
                {texts
                  .filter(({ field }) => field in r.before)
                  .map(({ field, label }) => {
                    const value = readLocalized(r.before[field]);
                    return (
                      <div key={field} className={styles.text}>
                        {label && <p className={styles.label}>{label}</p>}
                        <dl className={styles.langs}>
                          {LANGUAGES.map((l) => (
                            <div key={l} className={styles.lang}>
                              <dt>
                                <abbr title={t(`languages.${l}`)} lang={l}>
                                  {l.toUpperCase()}
                                </abbr>
                              </dt>
                              <dd lang={value[l] ? l : undefined} className={value[l] ? undefined : styles.none}>
                                {value[l] ? clip(value[l]) : t('history.none')}
                              </dd>
                            </div>
                          ))}
                        </dl>
                      </div>
                    );
                  })}
                {details?.fields.some((field) => field in r.before) && details.show(r.before)}
                <button
                  type="button"
                  className={admin.smallBtn}
                  onClick={() => void restore(r)}
                  disabled={restoring.busy}
                  aria-label={t('history.restoreLabel', { date })}
                >
                  {restoring.running === r.id ? t('editing.saving') : t('history.restore')}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
