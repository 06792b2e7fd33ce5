// @vitest-environment node
/**
 * The two deployed functions as Cloud Functions runs them (functions/src/functions.ts): Firestore write
 * events, as Eventarc delivers them, go to `publishOnWrite`, which asks the publish queue for a task through
 * firebase-admin (here against a stand-in for Cloud Tasks, on 127.0.0.1, that keeps one task per name as
 * Cloud Tasks does); each task, when due, is delivered to `publish` as Cloud Tasks calls it, which
 * publishes to the stand-in for Hosting. A burst of saves is one publish; "Pubblica ora" is one at once,
 * for an owner only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { defineFunctions, REGION, type Deps } from '../../functions/src/functions';
import { hostingClient } from '../../functions/src/hosting';
import { sitePictures } from '../../functions/src/previews';
import { taskQueueEnqueue } from '../../functions/src/queue';
import { PUBLISH_QUIET_MS, publishView } from '../../src/content/publishing';
import { cloudTasksStandIn, contentStore, hostingStandIn, memoryStore, TOKEN, type HostingStandIn } from '../../scripts/standIns';
import { deployedSite, testRenderer } from './site';

const PROJECT = 'demo-locanda';
const OWNER = 'owner-uid';
const PUBLISHER = `locanda-publisher@${PROJECT}.iam.gserviceaccount.com`;
/** 14:32:07 on the day: a minute with room for a burst. */
const T = Date.UTC(2026, 10, 25, 14, 32, 7);

let tasks: Awaited<ReturnType<typeof cloudTasksStandIn>>;
let app: App;
let hosting: HostingStandIn;
let content: ReturnType<typeof contentStore>;
let state: ReturnType<typeof memoryStore>;
let clock: number;
let fns: ReturnType<typeof defineFunctions>;
/** What the functions logged (Cloud Logging's structured lines). */
let logged: string[];

beforeAll(async () => {
  tasks = await cloudTasksStandIn();
  process.env.CLOUD_TASKS_EMULATOR_HOST = tasks.host;
  // In Cloud Functions the service account comes from the metadata server: the function's own.
  app = initializeApp({ projectId: PROJECT, serviceAccountId: PUBLISHER });
});
afterAll(async () => {
  delete process.env.CLOUD_TASKS_EMULATOR_HOST;
  await deleteApp(app);
  await tasks.close();
});

beforeEach(async () => {
  logged = [];
  tasks.tasks.length = 0;
  hosting?.close();
  hosting = await hostingStandIn();
  content = contentStore();
  clock = T;
  state = memoryStore(() => clock);
  const deps: Deps = {
    store: state.store,
    content: content.source,
    hosting: hostingClient({ project: PROJECT, token: async () => TOKEN, origin: hosting.origin }),
    renderer: testRenderer('build-a').load,
    previews: sitePictures(() => `${hosting.origin}/site`),
    now: () => clock,
    enqueue: taskQueueEnqueue(getFunctions(app), REGION),
    isOwner: async (uid) => {
      if (uid === 'unreadable') throw new Error('7 PERMISSION_DENIED: firebaseauth.users.get');
      return uid === OWNER;
    },
  };
  const log = (m: unknown) => void logged.push(String(m));
  fns = defineFunctions(() => deps, { info: log, warn: log });
  hosting.deploy(await deployedSite('build-a', content.source));
});

type Auth = { authType?: string; authId?: string };

/** A Firestore write as Eventarc delivers it (JSON encoding), with its auth context. */
async function written(path: string, time: number, fields?: Record<string, unknown>, auth: Auth = {}) {
  const name = `projects/${PROJECT}/databases/(default)/documents/${path}`;
  const when = new Date(time).toISOString();
  await fns.publishOnWrite({
    specversion: '1.0',
    id: randomUUID(),
    source: `//firestore.googleapis.com/projects/${PROJECT}/databases/(default)`,
    type: 'google.cloud.firestore.document.v1.written.withAuthContext',
    time: when,
    datacontenttype: 'application/json',
    ...(fields ? { data: { value: { name, fields, createTime: when, updateTime: when }, oldValue: {} } } : {}),
    location: REGION,
    project: PROJECT,
    database: '(default)',
    namespace: '(default)',
    document: path,
    authtype: auth.authType ?? 'service_account',
    ...(auth.authId ? { authid: auth.authId } : {}),
  } as never);
}

/** Cloud Tasks at `at`: every task due and not yet done is delivered to `publish`; answers its HTTP statuses. */
async function dispatch(at: number): Promise<number[]> {
  clock = at;
  const statuses: number[] = [];
  for (const task of tasks.tasks.filter((t) => !t.dispatched && (t.scheduleTime ?? 0) <= at)) {
    const oidc = [
      '{"alg":"RS256"}',
      JSON.stringify({ sub: 'publisher', email: 'locanda-publisher@demo-locanda.iam.gserviceaccount.com' }),
      'sig',
    ]
      .map((s) => Buffer.from(s).toString('base64url'))
      .join('.');
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization: `Bearer ${oidc}`,
      'x-cloudtasks-queuename': task.queue.split('/').pop()!,
      'x-cloudtasks-taskname': task.name.split('/').pop()!,
    };
    let status = 0;
    const res = {
      status(code: number) {
        status = code;
        return res;
      },
      end: () => res,
      send: () => res,
    };
    await fns.publish(
      { method: 'POST', headers, header: (h: string) => headers[h.toLowerCase()], body: { data: task.data } } as never,
      res as never,
    );
    // A 2xx answer ends the task; any other is tried again later (the queue's retry configuration).
    if (status >= 200 && status < 300) task.dispatched = true;
    statuses.push(status);
  }
  return statuses;
}

const text = (it: string) => ({ mapValue: { fields: { it: { stringValue: it } } } });

describe('publishing after saves', () => {
  it('publishes a burst of 20 saves once, with the last of them, a quiet period after it', async () => {
    // A save every 2.5 s; Cloud Tasks delivers each task when it is due.
    const times = Array.from({ length: 20 }, (_, i) => T + i * 2_500);
    const statuses: number[] = [];
    for (const [i, at] of times.entries()) {
      statuses.push(...(await dispatch(at - 1)));
      content.set('homepage/hero', { mainTitle: { it: `Benvenuti, versione ${i + 1}` } });
      await written('homepage/hero', at, { mainTitle: text(`Benvenuti, versione ${i + 1}`) });
      clock = at;
      // From the first save on, the owner sees it coming.
      expect(publishView(state.status(), at + 1_000)).toEqual({ state: 'soon' });
    }
    expect(tasks.violations).toEqual([]);
    expect(tasks.tasks).toHaveLength(20);
    const last = tasks.tasks.at(-1)!;
    expect(last.queue).toBe(`projects/${PROJECT}/locations/${REGION}/queues/publish`);
    // Cloud Tasks calls the function as the publisher's account (its OIDC token), which may invoke it.
    expect(last.oidc).toBe(PUBLISHER);
    expect(last.name.endsWith(`/tasks/save-${times.at(-1)}`)).toBe(true);
    expect(last.scheduleTime).toBe(times.at(-1)! + PUBLISH_QUIET_MS);
    // The tasks of the earlier saves came and went: a later save was recorded, nothing published.
    expect(statuses.length).toBeGreaterThan(0);
    expect(hosting.releases).toHaveLength(1);

    // The last tasks due, the last save's among them: it alone publishes.
    const started = performance.now();
    const due = await dispatch(last.scheduleTime!);
    expect(new Set([...statuses, ...due])).toEqual(new Set([204]));
    expect(statuses.length + due.length).toBe(20);
    const took = performance.now() - started;
    console.log(`burst to release: ${PUBLISH_QUIET_MS / 1000} s quiet + ${(took / 1000).toFixed(1)} s publish`);

    expect(hosting.violations).toEqual([]);
    expect(hosting.releases).toHaveLength(2);
    expect(hosting.served('/index.html')).toContain('Benvenuti, versione 20');
    expect(publishView(state.status(), clock)).toEqual({ state: 'published', at: clock });
    expect(await dispatch(clock + 10 * 60_000)).toEqual([]);
    expect(hosting.releases).toHaveLength(2);
  });

  it('publishes deletes, listings and settings too, and nothing for the owner’s history, trash, a restore’s staging or the status itself', async () => {
    for (const path of [
      'revisions/rooms~x/entries/3',
      'trash/rooms~x',
      'restoring/homepage~hero',
      'publish/status',
      'publish/lock',
    ])
      await written(path, T);
    expect(tasks.tasks).toEqual([]);
    expect(state.status().requestedAt).toBeUndefined();

    await written('trash/rooms~camera-uliveto', T + 1_000);
    await written('rooms/camera-uliveto', T + 1_000);
    // The same event delivered again asks for the same task, once.
    await written('rooms/camera-uliveto', T + 1_000);
    await written('site_settings/global', T + 70_000);
    expect(tasks.tasks.map((t) => [t.name.split('/').pop(), t.scheduleTime])).toEqual([
      [`save-${T + 1_000}`, T + 1_000 + PUBLISH_QUIET_MS],
      [`save-${T + 70_000}`, T + 70_000 + PUBLISH_QUIET_MS],
    ]);
  });

  it('runs a publish at once for the owner’s "Pubblica ora", and for a deploy', async () => {
    const request = { requestedAt: { timestampValue: new Date(T).toISOString() }, by: { stringValue: 'owner@locanda.test' } };
    await written('publish/request', T, request, { authType: 'app_user', authId: OWNER });
    await written('publish/request', T + 5_000, { requestedAt: request.requestedAt, by: { stringValue: 'deploy' } });
    expect(tasks.tasks.map((t) => [t.name.split('/').pop(), t.scheduleTime])).toEqual([
      [`now-${T}`, null],
      [`now-${T + 5_000}`, null],
    ]);
    expect(await dispatch(T + 6_000)).toEqual([204, 204]);
    expect(hosting.releases).toHaveLength(3);
    expect(hosting.violations).toEqual([]);
  });

  it('refuses "Pubblica ora" from an anonymous visitor or an account without the owner’s claim', async () => {
    const request = { requestedAt: { timestampValue: new Date(T).toISOString() }, by: { stringValue: 'x@example.com' } };
    await written('publish/request', T, request, { authType: 'unauthenticated' });
    await written('publish/request', T + 1, request, { authType: 'app_user', authId: 'someone-else' });
    await written('publish/request', T + 2, request, { authType: 'api_key' });
    // A claim that cannot be read (a role missing) refuses too, once: the event is not delivered again.
    await written('publish/request', T + 3, request, { authType: 'app_user', authId: 'unreadable' });
    expect(tasks.tasks).toEqual([]);
    expect(state.status().requestedAt).toBeUndefined();
    expect(hosting.releases).toHaveLength(1);
    expect(logged.filter((l) => l.includes('publish request refused'))).toHaveLength(4);
    expect(logged).toContain('publish request not checked: 7 PERMISSION_DENIED: firebaseauth.users.get');
  });

  it('tells the queue to try again while a deploy holds the site, and publishes once it is done', async () => {
    await written('rooms/camera-uliveto', T);
    state.setLock({ holder: 'deploy', token: 'deploy-1', until: T + 3 * 60_000 });
    const due = tasks.tasks[0].scheduleTime!;
    expect(await dispatch(due)).toEqual([503]);
    expect(logged.join('\n')).not.toContain('Unhandled error');
    expect(hosting.releases).toHaveLength(1);
    expect(publishView(state.status(), due)).toEqual({ state: 'soon' });
    expect(publishView(state.status(), due + 60_000)).toEqual({ state: 'publishing' });

    state.setLock(null);
    expect(await dispatch(due + 30_000)).toEqual([204]);
    expect(hosting.releases).toHaveLength(2);
  });

  it('ends a task refused for a build mismatch (trying again cannot help) and says why', async () => {
    hosting.deploy(await deployedSite('build-b', content.source));
    await written('rooms/camera-uliveto', T);
    expect(await dispatch(tasks.tasks[0].scheduleTime!)).toEqual([204]);
    expect(hosting.releases).toHaveLength(2);
    expect(publishView(state.status(), clock)).toEqual({ state: 'failed', error: 'build-mismatch' });
  });
});
