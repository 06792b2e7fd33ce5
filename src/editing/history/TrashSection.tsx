import { useEffect, useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import { splitPath, type TrashEntry } from '../../backend/port';
import { KIND_LIST } from '../../content/catalogue';
import { TRASH_DAYS, TRASH_MS } from '../../content/constants';
import { pickText } from '../../content/localized';
import { usableImageUrl } from '../../content/urls';
import { useBackend } from '../../data/context';
import { useDateFormat } from '../core/useDateFormat';
import ConfirmDialog from '../core/ConfirmDialog';
import { onNotice } from '../core/notices';
import { purgeDocument, restoreDocument } from '../core/saving';
import { useAction } from '../core/useAction';
import { useLoad } from '../core/useLoad';
import admin from '../../ui/owner.module.css';
import styles from '../settings/settings.module.css';
import { SettingsSection } from '../settings/SettingsSection';
import { Alert } from '../../ui/Alert';

/**
 * The trash: deleted rooms, services, experiences and gallery images, each with its images, for
 * TRASH_DAYS. Restore puts one back as it was; Delete for good removes it and its files.
 */
export function TrashSection() {
  const { t } = useTranslation();
  const backend = useBackend();
  const lang = useLang();
  const load = useLoad('trash', async () => (await backend.history()).trashed());
  const { reload } = load;
  const restoring = useAction('restore');
  const [done, setDone] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<TrashEntry | 'all' | null>(null);
  // Something went into the trash or came out of it elsewhere (the notice's Undo): show it.
  useEffect(() => onNotice((n) => ['added', 'trashed', 'restored', 'undone'].includes(n.kind) && reload()), [reload]);

  const when = useDateFormat({ dateStyle: 'medium' });
  const kindOf = (e: TrashEntry) => KIND_LIST.find((k) => k.collection === splitPath(e.path).collection);
  const nameOf = (e: TrashEntry) => {
    const kind = kindOf(e);
    return (kind && pickText(e.data[kind.titleField], lang)) ?? t(`trash.kinds.${kind?.id ?? 'gallery'}`);
  };
  /** Deletes for good (from its confirmation, where a failure shows), then says so. */
  const purge = async (work: () => Promise<unknown>, success: string) => {
    setDone(null);
    await work().finally(reload);
    setDone(success);
  };

  const entries = load.status === 'ready' ? load.data : [];
  return (
    <SettingsSection title={t('trash.title')} anchor="trash">
      <p>{t('trash.intro', { days: TRASH_DAYS })}</p>
      {load.status === 'loading' && <p aria-busy="true">{t('trash.loading')}</p>}
      <Alert>{load.status === 'error' && t('trash.loadError')}</Alert>
      {load.status === 'ready' && !entries.length && <p>{t('trash.empty')}</p>}
      <Alert>{restoring.error && t('trash.error')}</Alert>
      <p role="status" className={done ? 'message message-success' : styles.quiet}>
        {done ?? ''}
      </p>
      {entries.length > 0 && (
        <>
          <ul className={styles.trashList}>
            {entries.map((e) => {
              const name = nameOf(e);
              const thumb = usableImageUrl(e.data.imageUrlSmall, '') || usableImageUrl(e.data.imageUrl, '');
              const until = e.deletedAt ? when.format(e.deletedAt + TRASH_MS) : '';
              return (
                <li key={e.id} className={styles.trashItem}>
                  {thumb ? <img src={thumb} alt="" width={96} height={64} className={styles.trashThumb} /> : <span />}
                  <div className={styles.trashText}>
                    <p className={styles.trashName}>{name}</p>
                    <p className={styles.trashMeta}>
                      {t(`trash.kinds.${kindOf(e)?.id ?? 'gallery'}`)}
                      {e.deletedAt ? ` · ${t('trash.deletedOn', { date: when.format(e.deletedAt) })}` : ''}
                      {until ? ` · ${t('trash.keptUntil', { date: until })}` : ''}
                    </p>
                  </div>
                  <div className={styles.rowActions}>
                    <button
                      type="button"
                      className={admin.smallBtn}
                      disabled={restoring.busy}
                      onClick={() => {
                        setDone(null);
                        void restoring.run(() => restoreDocument(backend, e.id).finally(reload));
                      }}
                      aria-label={t('trash.restoreLabel', { name })}
                    >
                      {t('trash.restore')}
                    </button>
                    <button
                      type="button"
                      className={`${admin.smallBtn} ${styles.dangerText}`}
                      disabled={restoring.busy}
                      onClick={() => setConfirm(e)}
                      aria-label={t('trash.deleteLabel', { name })}
                    >
                      {t('trash.delete')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className={admin.actions}>
            <button type="button" className={admin.secondaryBtn} disabled={restoring.busy} onClick={() => setConfirm('all')}>
              {t('trash.emptyAll')}
            </button>
          </div>
        </>
      )}
      {confirm && (
        <ConfirmDialog
          title={confirm === 'all' ? t('trash.emptyAll') : t('trash.deleteLabel', { name: nameOf(confirm) })}
          text={confirm === 'all' ? t('trash.confirmEmpty') : t('trash.confirmDelete', { name: nameOf(confirm) })}
          confirmLabel={confirm === 'all' ? t('trash.emptyAll') : t('trash.delete')}
          errorText={t('trash.error')}
          onClose={() => setConfirm(null)}
          onConfirm={() =>
            confirm === 'all'
              ? purge(async () => {
                  for (const e of entries) await purgeDocument(backend, e.id);
                }, t('trash.emptied'))
              : purge(() => purgeDocument(backend, confirm.id), t('trash.deleted', { name: nameOf(confirm) }))
          }
        />
      )}
    </SettingsSection>
  );
}
