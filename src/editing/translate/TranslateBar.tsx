import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Lang } from '../../content/constants';
import { TARGET_LANGUAGES } from '../../content/translations';
import type { Job, SourceText, TranslationDrafts } from './useTranslationDrafts';
import admin from '../../ui/owner.module.css';
import styles from './translate.module.css';

/**
 * "Translate from Italian": one button per language the browser can translate into, and one for
 * all of them; the empty languages are filled, or every language when the owner asks. Where the
 * browser has no translator, or not for a language, a one-line hint says which browsers do.
 */
export function TranslateBar<K extends string>({
  drafts,
  texts,
  apply,
}: {
  drafts: TranslationDrafts;
  texts: SourceText<K>[];
  apply: (key: K, lang: Lang, value: string) => void;
}) {
  const { t } = useTranslation();
  const [overwrite, setOverwrite] = useState(false);
  const names = (langs: Lang[]) => langs.map((l) => t(`languages.${l}`)).join(', ');
  if (!drafts.supported) return <p className={styles.note}>{t('translate.unsupported')}</p>;
  // Until the browser says which pairs it has, nothing is offered (and nothing jumps around).
  if (!drafts.availability) return null;
  const { offered, availability, jobs, outcome, busy, pending } = drafts;
  const unavailable = TARGET_LANGUAGES.filter((l) => !offered.includes(l));
  const toDownload = offered.filter((l) => availability[l] !== 'available');
  const hasItalian = texts.some((x) => x.value.it?.trim());
  const start = (langs: Lang[]) => void drafts.run(langs, texts, overwrite, apply);
  const failed = Object.entries(outcome?.failed ?? {}) as [Lang, { done: number; total: number }][];
  const drafted = TARGET_LANGUAGES.filter((l) => (outcome?.finished[l] ?? 0) > 0);
  // "Traduci in English": each button says what it does, the language's name in its own language.
  const [before, after = ''] = t('translate.into', { lang: '\u0000' }).split('\u0000');
  return (
    // Named "translation drafts", not by its title: "…dall’italiano" would also answer every search for
    // the Italian field by its label.
    <div className={styles.bar} role="group" aria-label={t('translate.group')}>
      <span className={styles.barTitle}>{t('translate.title')}</span>
      {offered.length > 0 && (
        <>
          <div className={styles.buttons}>
            {offered.map((l) => (
              <button key={l} type="button" className={admin.smallBtn} disabled={busy || !hasItalian} onClick={() => start([l])}>
                {before}
                <span lang={l}>{t(`languages.${l}`)}</span>
                {after}
              </button>
            ))}
            {offered.length > 1 && (
              <button type="button" className={admin.smallBtn} disabled={busy || !hasItalian} onClick={() => start(offered)}>
                {t('translate.all')}
              </button>
            )}
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} disabled={busy} />
            {t('translate.overwrite')}
          </label>
          <p className={styles.note}>
            {hasItalian ? t('translate.onDevice') : t('translate.needsItalian')}
            {toDownload.length > 0 && ` ${t('translate.downloadNote', { langs: names(toDownload) })}`}
          </p>
        </>
      )}
      {unavailable.length > 0 && (
        <p className={styles.note}>
          {offered.length > 0 ? t('translate.unavailable', { langs: names(unavailable) }) : t('translate.unsupported')}
        </p>
      )}
      {busy && (
        <ul className={styles.jobs} aria-label={t('translate.progressLabel')}>
          {(Object.entries(jobs) as [Lang, Job][]).map(([l, job]) => {
            const text =
              job.loaded !== null
                ? t('translate.download', { lang: t(`languages.${l}`), percent: Math.round(job.loaded * 100) })
                : t('translate.progress', { lang: t(`languages.${l}`), done: job.done, total: job.total });
            return (
              <li key={l} className={styles.job}>
                <progress max={1} value={job.loaded ?? (job.total ? job.done / job.total : 0)} aria-label={text} />
                <span>{text}</span>
              </li>
            );
          })}
        </ul>
      )}
      <div role="status" className={styles.message}>
        {drafted.length > 0 && t('translate.done', { langs: names(drafted) })}
        {outcome && !drafted.length && !failed.length && t('translate.nothing')}
        {pending.length > 0 && !busy && ` ${t('marks.pending', { langs: names(pending) })}`}
      </div>
      {failed.length > 0 && (
        <div role="alert" className={`message message-error ${styles.message}`}>
          {failed.map(([l, f]) => (
            <p key={l} className={styles.message}>
              {t('translate.failed', { lang: t(`languages.${l}`), done: f.done, total: f.total })}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
