import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { Backend } from '../../backend/port';
import { useAuth, useBackend } from '../../data/context';
import { INTL_LOCALES } from '../../content/intl';
import type { Lang } from '../../content/constants';
import {
  PUBLISH_STATUS_DOC,
  publishView,
  type PublishStatus,
  type PublishView,
  type UnpublishedPage,
} from '../../content/publishing';
import { requestPublish } from './request';

/** What the owner is shown of publishing: nothing to publish on the demo, else the function's status. */
export type PublishState =
  { kind: 'demo' } | { kind: 'loading' } | { kind: 'unreadable' } | { kind: 'status'; view: PublishView };

/** How long "Pubblica ora" shows as in progress while the status has not yet answered it. */
const ASKED_MS = 2 * 60_000;
/** How often "in progress" is looked at again (one that lasts too long was stopped). */
const TICK_MS = 30_000;

/** "Pubblica ora" pressed, seen by every place that shows the status (the settings and the menu). */
type Asked = { seen: number | undefined; at: number } | null;
const askedStores = new WeakMap<Backend, { value: Asked; listeners: Set<() => void> }>();
function askedStore(backend: Backend) {
  let store = askedStores.get(backend);
  if (!store) askedStores.set(backend, (store = { value: null, listeners: new Set() }));
  return store;
}
function setAsked(backend: Backend, value: Asked) {
  const store = askedStore(backend);
  store.value = value;
  for (const l of store.listeners) l();
}
function useAsked(backend: Backend): Asked {
  const store = askedStore(backend);
  return useSyncExternalStore(
    (l) => (store.listeners.add(l), () => void store.listeners.delete(l)),
    () => store.value,
  );
}

/**
 * The status of publishing (publish/status, live for the signed-in owner) and "Pubblica ora". On the
 * demo backend changes are live at once: there is no publishing.
 */
export function usePublishStatus() {
  const backend = useBackend();
  const { user } = useAuth();
  const live = backend.kind === 'firebase';
  const [doc, setDoc] = useState<{ read: 'loading' | 'error' } | { read: 'ready'; status: PublishStatus | null }>({
    read: 'loading',
  });
  const [now, setNow] = useState(() => Date.now());
  const asked = useAsked(backend);
  const [asking, setAsking] = useState(false);
  const [askFailed, setAskFailed] = useState(false);

  useEffect(() => {
    if (!live) return;
    return backend.docs.watch(
      PUBLISH_STATUS_DOC,
      (data) => setDoc({ read: 'ready', status: data as PublishStatus | null }),
      () => setDoc({ read: 'error' }),
    );
  }, [backend, live]);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [live]);

  const status = doc.read === 'ready' ? doc.status : null;
  const ask = async () => {
    if (!user) return;
    setAsking(true);
    setAskFailed(false);
    try {
      await requestPublish(backend, user.email);
      setAsked(backend, { seen: status?.requestedAt, at: Date.now() });
      setNow(Date.now());
    } catch {
      setAskFailed(true);
    } finally {
      setAsking(false);
    }
  };

  let state: PublishState;
  if (!live) state = { kind: 'demo' };
  else if (doc.read === 'loading') state = { kind: 'loading' };
  else if (doc.read === 'error') state = { kind: 'unreadable' };
  else {
    // Asked, and the function has not recorded it yet (a second or two): already on its way.
    const waiting = asked && status?.requestedAt === asked.seen && now - asked.at < ASKED_MS;
    state = { kind: 'status', view: waiting ? { state: 'publishing' } : publishView(status, now) };
  }
  return { state, skipped: status?.skipped ?? [], ask, asking, askFailed };
}

/** "Non pubblicato: la camera «Suite» — il suo indirizzo contiene caratteri… Resta online la versione…" */
export function unpublishedText(page: UnpublishedPage, t: TFunction): string {
  const known = page.collection === 'rooms' || page.collection === 'services' || page.collection === 'experiences';
  const what = known ? t(`publish.page.${page.collection}`, { name: page.name }) : t('publish.page.other', { path: page.path });
  const line = t('publish.skipped', { page: what, reason: t(`publish.skippedReason.${page.reason}`) });
  return page.kept ? `${line}. ${t('publish.kept')}` : line;
}

/** "Pubblicato alle 14:32" (today), "Pubblicato il 24 novembre 2026 alle 14:32" (another day), … */
export function publishText(view: PublishView, t: TFunction, lang: Lang, now = Date.now()): string {
  switch (view.state) {
    case 'published': {
      const locale = INTL_LOCALES[lang];
      const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(view.at);
      if (new Date(view.at).toDateString() === new Date(now).toDateString()) return t('publish.publishedAt', { time });
      const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(view.at);
      return t('publish.publishedOn', { date, time });
    }
    case 'soon':
      return t('publish.soon');
    case 'publishing':
      return t('publish.publishing');
    case 'failed':
      return t('publish.failed', { reason: t(`publish.reason.${view.error}`) });
    case 'never':
      return t('publish.never');
  }
}
