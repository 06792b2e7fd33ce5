import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { MAX_BACKUP_MB, type Backup, type BackupCounts, type BackupError } from '../../content/backup';
import { SETTINGS_DOC } from '../../content/constants';
import { useBackend } from '../../data/context';
import { useDateFormat } from '../core/useDateFormat';
import { Alert, Success } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { announce } from '../core/notices';
import { useAction } from '../core/useAction';
import type { MadeBackup } from './backup';
import admin from '../../ui/owner.module.css';
import styles from '../settings/settings.module.css';
import { SettingsSection } from '../settings/SettingsSection';

// The zip code (fflate) and the backup's reads and writes load when the owner uses them.
const backupCode = () => Promise.all([import('./backup'), import('./backupFile')]);

type Phase =
  | { kind: 'idle' }
  | { kind: 'backingUp' | 'savingBefore' | 'restoring' | 'undoing'; done: number; total: number }
  | { kind: 'confirm'; backup: Backup; now: BackupCounts };

/** Hands a file to the browser to save in the owner's downloads. */
function download({ bytes, fileName }: MadeBackup) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/zip' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const COUNTED = ['rooms', 'services', 'experiences', 'gallery', 'files', 'documents'] as const;

/**
 * The whole site in one file the owner keeps (every document the site shows and its images), and the
 * way back from such a file: checked whole first (a wrong, newer or broken file changes nothing), then
 * confirmed against what the site holds now, with a copy of the site as it is downloaded before anything
 * is replaced, so the restore can be undone, here or from that file.
 */
export function BackupSection() {
  const { t } = useTranslation();
  const backend = useBackend();
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [done, setDone] = useState<string | null>(null);
  const [before, setBefore] = useState<MadeBackup | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // A failure says how far it came; the page's notice would say nothing changed (not so for a restore cut short).
  const action = useAction<string>('restore', t('backup.downloadFailed'));
  const busy = action.busy && phase.kind !== 'confirm';
  const when = useDateFormat({ dateStyle: 'long', timeStyle: 'short' });
  /** Shows a step of the work as begun, and returns how it tells its progress. */
  const stage = (kind: 'backingUp' | 'savingBefore' | 'restoring' | 'undoing') => {
    setPhase({ kind, done: 0, total: 0 });
    return (done: number, total: number) => setPhase({ kind, done, total });
  };
  const run = (work: () => Promise<unknown>, failure: (e: unknown) => string) => {
    setDone(null);
    return action.run(() => work().finally(() => setPhase((p) => (p.kind === 'confirm' ? p : { kind: 'idle' }))), {
      failure,
      notice: false,
    });
  };

  const backUp = () =>
    run(
      async () => {
        const progress = stage('backingUp');
        const [{ makeBackup }] = await backupCode();
        const made = await makeBackup(backend, progress);
        download(made);
        const { counts, missing = [] } = made.manifest;
        const note = missing.length ? ` ${t('backup.missing', { count: missing.length })}` : '';
        setDone(t('backup.downloaded', { file: made.fileName, documents: counts.documents, count: counts.files }) + note);
      },
      () => t('backup.downloadFailed'),
    );

  const check = (file: File) =>
    run(
      async () => {
        const [{ siteCounts }, { unpackBackup }] = await backupCode();
        const backup = unpackBackup(new Uint8Array(await file.arrayBuffer()));
        setPhase({ kind: 'confirm', backup, now: await siteCounts(backend) });
      },
      // A BackupError (its module loads with the backup's code) says what is wrong with the file.
      (e) => {
        const known = (e as Partial<BackupError>).name === 'BackupError' ? (e as BackupError) : null;
        return t(`backup.errors.${known?.problem ?? 'damaged'}`, {
          version: known?.version ?? '',
          file: known?.file ?? '',
          max: MAX_BACKUP_MB,
        });
      },
    );

  /** Puts a backup back; `undo` names the undo of a restore (no copy first: the copy is the site as restored). */
  const restore = (backup: Backup, undo = false) => {
    let copy: MadeBackup | null = null;
    let last: { done: number; total: number } | null = null;
    return run(
      async () => {
        const [{ makeBackup, restoreBackup }] = await backupCode();
        if (!undo) {
          copy = await makeBackup(backend, stage('savingBefore'));
          download(copy);
        }
        const progress = stage(undo ? 'undoing' : 'restoring');
        last = { done: 0, total: 0 };
        const out = await restoreBackup(backend, backup, (done, total) => {
          last = { done, total };
          progress(done, total);
        });
        setBefore(undo ? null : copy);
        setDone(undo ? t('backup.undone') : t('backup.restored', { documents: out.documents, count: out.files }));
        // The settings form and every page the owner has open read the restored content.
        announce({ kind: 'restored', paths: [SETTINGS_DOC, ...Object.keys(backup.documents)] });
      },
      () => {
        if (copy) setBefore(copy);
        return last ? t('backup.restoreFailed', last) : t('backup.beforeFailed');
      },
    );
  };

  const confirming = phase.kind === 'confirm' ? phase : null;
  const date = confirming ? when.format(new Date(confirming.backup.manifest.createdAt)) : '';
  const cancel = () => setPhase({ kind: 'idle' });
  // The confirmation closed (cancelled or confirmed): the focus goes back to the button that chose the file,
  // wherever the dialog had been opened from (the file input).
  const restoreButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (wasConfirming.current && !confirming) restoreButton.current?.focus();
    wasConfirming.current = !!confirming;
  }, [confirming]);
  const running = phase.kind !== 'idle' && phase.kind !== 'confirm' ? phase : null;
  return (
    <SettingsSection title={t('backup.title')} anchor="copia">
      <p>{t('backup.intro')}</p>
      <div className={admin.actions}>
        <button type="button" className={admin.primaryBtn} onClick={() => void backUp()} disabled={busy}>
          {t('backup.download')}
        </button>
        {/* The visible button opens the file picker; the input itself takes no focus, so focus comes back to
            the button when the picker or the confirmation closes. */}
        {/* Busy, it stays focusable (aria-disabled): the focus it holds is not dropped while a restore runs. */}
        <button
          ref={restoreButton}
          type="button"
          className={admin.secondaryBtn}
          aria-disabled={busy || undefined}
          aria-describedby={`${id}-hint`}
          onClick={() => !busy && fileInput.current?.click()}
        >
          {t('backup.restore')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".zip,application/zip"
          aria-label={t('backup.restore')}
          hidden
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void check(file);
          }}
        />
      </div>
      <p id={`${id}-hint`} className={admin.hint}>
        {t('backup.restoreHint')}
      </p>
      {running && (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progress`}>{t(`backup.${running.kind}`, { done: running.done, total: running.total })}</label>
          <progress id={`${id}-progress`} max={Math.max(1, running.total)} value={running.done} />
        </div>
      )}
      <Alert>{action.error}</Alert>
      <Success>{!action.error && done}</Success>
      {before && !running && (
        <div className={admin.actions}>
          <button
            type="button"
            className={admin.secondaryBtn}
            onClick={() => void backupCode().then(([, { unpackBackup }]) => restore(unpackBackup(before.bytes), true))}
          >
            {t('backup.undo')}
          </button>
        </div>
      )}
      {confirming && (
        // What a restore will replace: the site now beside the backup, and the copy taken first. Opens on Cancel.
        <Dialog title={t('backup.confirmTitle', { date })} onClose={cancel} alert describedBy={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t('backup.confirmText', { site: confirming.backup.manifest.siteName, date })}</p>
          {/* Wider than a phone in some languages: it scrolls inside a region of its own, reached by Tab. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.tableWrap} role="region" aria-label={t('backup.comparison')} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <td />
                  <th scope="col">{t('backup.now')}</th>
                  <th scope="col">{t('backup.inBackup')}</th>
                </tr>
              </thead>
              <tbody>
                {COUNTED.map((k) => (
                  <tr key={k}>
                    <th scope="row">{t(`backup.counts.${k}`)}</th>
                    <td>{confirming.now[k]}</td>
                    <td>{confirming.backup.manifest.counts[k]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{t('backup.safety')}</p>
          <div className={admin.actions}>
            <button type="button" className={admin.secondaryBtn} onClick={cancel} data-autofocus>
              {t('editing.cancel')}
            </button>
            <button type="button" className={admin.danger} onClick={() => void restore(confirming.backup)}>
              {t('backup.confirm')}
            </button>
          </div>
        </Dialog>
      )}
    </SettingsSection>
  );
}
