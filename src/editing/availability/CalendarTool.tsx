import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  CALENDARS_COLLECTION,
  FEED_CHANNELS,
  MAX_BLOCKED_RANGES,
  MAX_FEEDS_PER_ROOM,
  MAX_MIN_NIGHTS,
  calendarExportPath,
  type CalendarFeed,
  type FeedChannel,
  type NightRange,
  type RoomCalendars,
  isIsoDay,
} from '../../content/availability';
import { MAX_URL_CHARS } from '../../content/constants';
import { addDays } from '../../content/nightGrid';
import { channelName, failingLong, feedUrl, withImport } from './calendarRules';
import { useBackend, useConfig } from '../../data/context';
import { HistoryPanel, HistoryToggle } from '../history/HistoryPanel';
import type { DocData } from '../../backend/port';
import { useDocument } from '../../data/useRead';
import { Dialog } from '../../ui/Dialog';
import { Alert, Success } from '../../ui/Alert';
import { saveFields } from '../core/saving';
import { calendarsWrite, feedImportWrite } from '../core/writes';
import { useAction } from '../core/useAction';
import { useDateFormat } from '../core/useDateFormat';
import styles from '../../ui/owner.module.css';
import own from './CalendarTool.module.css';

interface Draft {
  feeds: CalendarFeed[];
  blocked: NightRange[];
  minNights: string;
}

const readDraft = (c: Partial<RoomCalendars> | null): Draft => ({
  feeds: Array.isArray(c?.feeds) ? c.feeds : [],
  blocked: Array.isArray(c?.blocked) ? c.blocked : [],
  minNights: String(c?.minNights ?? 1),
});

/**
 * A room's calendars, on its page in the owner's mode: the channels' addresses and how their last reads
 * went, the nights blocked by hand, the minimum stay and the address the channels import; saved to
 * `calendars/{roomId}` as every other save (a revision, Undo, nothing lost on a failure).
 */
export default function CalendarTool({ roomId, roomName }: { roomId: string; roomName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.toolbar}>
      <button type="button" className={styles.secondaryBtn} onClick={() => setOpen(true)} aria-expanded={open}>
        <span aria-hidden="true">▦ </span>
        {t('calendar.open')}
      </button>
      {open && <CalendarPanel roomId={roomId} roomName={roomName} onClose={() => setOpen(false)} />}
    </div>
  );
}

function CalendarPanel({ roomId, roomName, onClose }: { roomId: string; roomName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { siteUrl } = useConfig();
  const id = useId();
  const path = `${CALENDARS_COLLECTION}/${roomId}`;
  const stored = useDocument(path);
  const live = stored.status === 'ready' ? (stored.data as Partial<RoomCalendars> | null) : null;
  const [draft, setDraft] = useState<Draft | null>(null);
  const d = draft ?? readDraft(live);
  const opened = useRef<string | null>(null);
  // What the panel shows when nothing was changed in it (a version restored meanwhile included).
  if (stored.status === 'ready' && draft === null) opened.current = JSON.stringify(readDraft(live));
  const unsaved = draft !== null && JSON.stringify(draft) !== opened.current;
  const action = useAction<string>('save', t('errors.save'));
  const importing = useAction<string>('save', t('errors.save'));
  const [imported, setImported] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const when = useDateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Rome' });
  const day = useDateFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  const change = (f: (x: Draft) => Draft) => setDraft(f(d));
  const demo = backend.kind === 'local';

  const [channel, setChannel] = useState<FeedChannel>('booking');
  const [url, setUrl] = useState('');
  const [from, setFrom] = useState('');
  const [last, setLast] = useState('');
  const [copied, setCopied] = useState<'ok' | 'fail' | null>(null);
  const [history, setHistory] = useState(false);
  const exportUrl = `${siteUrl}${calendarExportPath(roomId)}`;

  const addFeed = () => {
    const u = feedUrl(url);
    if (!u) return action.fail(t('calendar.badUrl'));
    if (d.feeds.length >= MAX_FEEDS_PER_ROOM) return action.fail(t('calendar.tooMany', { max: MAX_FEEDS_PER_ROOM }));
    action.clear();
    change((x) => ({ ...x, feeds: [...x.feeds, { id: `f${Date.now().toString(36)}`, channel, url: u }] }));
    setUrl('');
  };
  const block = () => {
    if (!from || !last || last < from) return action.fail(t('calendar.badRange'));
    if (d.blocked.length >= MAX_BLOCKED_RANGES) return action.fail(t('calendar.tooManyBlocked', { max: MAX_BLOCKED_RANGES }));
    action.clear();
    const range = { start: from, end: addDays(last, 1) };
    change((x) => ({ ...x, blocked: [...x.blocked, range].sort((a, b) => a.start.localeCompare(b.start)) }));
    setFrom('');
    setLast('');
  };
  const save = async () => {
    const min = Number(d.minNights || 1);
    if (!Number.isInteger(min) || min < 1 || min > MAX_MIN_NIGHTS)
      return action.fail(t('calendar.badMin', { max: MAX_MIN_NIGHTS }));
    const ids = new Set(d.feeds.map((f) => f.id));
    const state = live?.state ?? {};
    const gone = Object.keys(state).some((k) => !ids.has(k));
    const kept = gone ? Object.fromEntries(Object.entries(state).filter(([k]) => ids.has(k))) : undefined;
    const ok = await action.run(() =>
      saveFields(backend, path, (owner) => calendarsWrite({ feeds: d.feeds, blocked: d.blocked, minNights: min }, owner, kept)),
    );
    if (ok) onClose();
  };
  const importFile = async (feed: CalendarFeed, e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setImported(null);
    let parsed: { nights: NightRange[]; events: number };
    try {
      const { parseCalendar } = await import('../../content/icalFeed');
      parsed = parseCalendar(await file.text());
    } catch (err) {
      return importing.fail(t('calendar.importFailed', { reason: why((err as { code?: string }).code) }));
    }
    const next = withImport(live?.state, feed.id, parsed);
    if (await importing.run(() => saveFields(backend, path, (owner) => feedImportWrite(next, owner))))
      setImported(t('calendar.imported', { count: parsed.events }));
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exportUrl);
      setCopied('ok');
    } catch {
      setCopied('fail');
    }
  };
  /** Why a calendar could not be read or imported, in words (the reader's and the parser's codes). */
  const why = (code: string | undefined) => t(`calendar.why.${code}`, { defaultValue: t('calendar.why.unknown') });
  const status = (feed: CalendarFeed) => {
    const s = live?.state?.[feed.id];
    if (!s?.readAt) return <p className={styles.hint}>{t('calendar.neverRead')}</p>;
    if (s.error)
      return (
        <>
          <p className={styles.hint}>{t('calendar.readFailed', { date: when.format(s.readAt), error: why(s.error) })}</p>
          {failingLong(s, now) && (
            <p className={own.warning} role="alert">
              {t('calendar.failingLong', { date: when.format(s.failingSince!) })}
            </p>
          )}
        </>
      );
    return <p className={styles.hint}>{t('calendar.readOk', { date: when.format(s.okAt ?? s.readAt), count: s.events ?? 0 })}</p>;
  };

  /** An earlier version of the calendars, as History lists it. */
  const earlier = (before: DocData) => {
    const was = readDraft(before as Partial<RoomCalendars>);
    const ranges = was.blocked.filter((r) => isIsoDay(r?.start) && isIsoDay(r?.end));
    return (
      <dl className={own.was}>
        <dt>{t('calendar.feeds')}</dt>
        <dd>{was.feeds.length ? was.feeds.map((f) => channelName(f.channel, t)).join(', ') : t('calendar.noFeeds')}</dd>
        <dt>{t('calendar.blocked')}</dt>
        <dd>
          {ranges.length
            ? ranges.map((r) => t('calendar.range', { from: dayOf(r.start), to: dayOf(addDays(r.end, -1)) })).join('; ')
            : t('calendar.noBlocked')}
        </dd>
        <dt>{t('calendar.minNights')}</dt>
        <dd>{was.minNights}</dd>
      </dl>
    );
  };

  return (
    <Dialog title={t('calendar.title', { room: roomName })} onClose={() => !action.busy && onClose()} unsaved={unsaved} wide>
      {(cancel) => (
        <form
          noValidate
          aria-busy={stored.status === 'loading' || undefined}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {stored.status === 'error' && <Alert>{t('calendar.loadFailed')}</Alert>}
          <fieldset className={styles.fieldset}>
            <legend>{t('calendar.feeds')}</legend>
            <p className={styles.hint}>{t('calendar.feedsHelp')}</p>
            {demo && <p className={styles.hint}>{t('calendar.demoNote')}</p>}
            {d.feeds.length === 0 ? (
              <p>{t('calendar.noFeeds')}</p>
            ) : (
              <ul className={own.list}>
                {d.feeds.map((feed) => (
                  <li key={feed.id} className={own.row}>
                    <div className={own.grow}>
                      <strong>{channelName(feed.channel, t)}</strong>
                      <span className={own.url}>{feed.url}</span>
                      {status(feed)}
                      {demo && live?.feeds?.some((f) => f.id === feed.id) && (
                        <label className={own.file}>
                          {t('calendar.importIcs')}
                          <input type="file" accept=".ics,text/calendar" onChange={(e) => void importFile(feed, e)} />
                        </label>
                      )}
                    </div>
                    <button
                      type="button"
                      className={styles.smallBtn}
                      aria-label={t('calendar.removeFeed', { channel: channelName(feed.channel, t) })}
                      onClick={() => change((x) => ({ ...x, feeds: x.feeds.filter((f) => f.id !== feed.id) }))}
                    >
                      {t('calendar.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <Alert>{importing.error}</Alert>
            {imported && <Success>{imported}</Success>}
            <div className={own.add}>
              <div className={styles.field}>
                <label htmlFor={`${id}-ch`}>{t('calendar.channel')}</label>
                <select id={`${id}-ch`} value={channel} onChange={(e) => setChannel(e.target.value as FeedChannel)}>
                  {FEED_CHANNELS.map((c) => (
                    <option key={c} value={c}>
                      {channelName(c, t)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={`${styles.field} ${own.grow}`}>
                <label htmlFor={`${id}-url`}>{t('calendar.url')}</label>
                <input
                  id={`${id}-url`}
                  type="url"
                  inputMode="url"
                  value={url}
                  maxLength={MAX_URL_CHARS}
                  onChange={(e) => setUrl(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addFeed();
                    }
                  }}
                />
              </div>
              <button type="button" className={styles.secondaryBtn} onClick={addFeed}>
                {t('calendar.add')}
              </button>
            </div>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend>{t('calendar.blocked')}</legend>
            <p className={styles.hint}>{t('calendar.blockedHelp')}</p>
            {d.blocked.length === 0 ? (
              <p>{t('calendar.noBlocked')}</p>
            ) : (
              <ul className={own.list}>
                {d.blocked.map((r) => {
                  const words = { from: dayOf(r.start), to: dayOf(addDays(r.end, -1)) };
                  return (
                    <li key={`${r.start}-${r.end}`} className={own.row}>
                      <span className={own.grow}>{t('calendar.range', words)}</span>
                      <button
                        type="button"
                        className={styles.smallBtn}
                        aria-label={t('calendar.unblockRange', words)}
                        onClick={() => change((x) => ({ ...x, blocked: x.blocked.filter((b) => b !== r) }))}
                      >
                        {t('calendar.unblock')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className={own.add}>
              <div className={styles.field}>
                <label htmlFor={`${id}-from`}>{t('calendar.firstNight')}</label>
                <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-last`}>{t('calendar.lastNight')}</label>
                <input
                  id={`${id}-last`}
                  type="date"
                  value={last}
                  min={from || undefined}
                  onChange={(e) => setLast(e.target.value)}
                />
              </div>
              <button type="button" className={styles.secondaryBtn} onClick={block}>
                {t('calendar.block')}
              </button>
            </div>
          </fieldset>

          <div className={styles.field}>
            <label htmlFor={`${id}-min`}>{t('calendar.minNights')}</label>
            <input
              id={`${id}-min`}
              type="number"
              min={1}
              max={MAX_MIN_NIGHTS}
              inputMode="numeric"
              value={d.minNights}
              aria-describedby={`${id}-min-hint`}
              onChange={(e) => change((x) => ({ ...x, minNights: e.target.value }))}
            />
            <p id={`${id}-min-hint`} className={styles.hint}>
              {t('calendar.minNightsHelp')}
            </p>
          </div>

          <div className={styles.field}>
            <label htmlFor={`${id}-export`}>{t('calendar.export')}</label>
            <div className={own.add}>
              <input
                id={`${id}-export`}
                className={own.grow}
                type="text"
                readOnly
                value={exportUrl}
                aria-describedby={`${id}-export-hint`}
              />
              <button type="button" className={styles.secondaryBtn} onClick={() => void copy()}>
                {t('calendar.copy')}
              </button>
            </div>
            <p id={`${id}-export-hint`} className={styles.hint}>
              {t('calendar.exportHelp')}
            </p>
            <p role="status" className={styles.hint}>
              {copied === 'ok' ? t('calendar.copied') : copied === 'fail' ? t('calendar.copyFailed') : ''}
            </p>
          </div>

          <Alert>{action.error}</Alert>
          <div className={styles.actions}>
            <button type="submit" className={styles.primaryBtn} disabled={action.busy || stored.status !== 'ready'}>
              {action.busy ? t('editing.saving') : t('editing.save')}
            </button>
            <button type="button" className={styles.secondaryBtn} onClick={cancel} disabled={action.busy}>
              {t('editing.cancel')}
            </button>
            <HistoryToggle open={history} onToggle={() => setHistory((h) => !h)} disabled={action.busy} />
          </div>
          {/* A restored version is saved at once, as a new save: the panel closes as after Save. */}
          {history && (
            <HistoryPanel
              path={path}
              texts={[]}
              details={{ fields: ['feeds', 'blocked', 'minNights'], show: earlier }}
              onRestored={onClose}
            />
          )}
        </form>
      )}
    </Dialog>
  );
}
