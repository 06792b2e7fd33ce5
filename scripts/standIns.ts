/**
 * Stand-ins for what the publish function talks to, on 127.0.0.1, checking every request as the real
 * service would refuse it:
 *  - Firebase Hosting's REST API (v1beta1) and its upload endpoint: versions, files by content hash,
 *    populateFiles answering only what it lacks, finalize, release, the site's config;
 *  - Cloud Tasks, as firebase-admin reaches it with CLOUD_TASKS_EMULATOR_HOST: one task per name.
 * Also the content (a mutable copy of the demo seed) and the publish state (publish/status, publish/lock)
 * in memory, with the lock's rules of the Firestore store.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { Doc, DocData, ListQuery } from '../src/backend/port';
import type { ContentSource } from '../src/backend/port';
import { demoDocuments } from './demo';
import { applyQuery, resolveSentinels } from '../src/backend/local/docMath';
import type { PublishStatus } from '../src/content/publishing';
import { hostingFile } from '../functions/src/hosting';
import { decideLock, type Lock, type PublishStore } from '../functions/src/store';

export const TOKEN = 'test-access-token';

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function reply(res: ServerResponse, status: number, json: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(json));
}

/** The serving configuration the Firebase CLI makes of firebase.json's `hosting` (what a deploy leaves live). */
export function servingConfig(): Record<string, unknown> {
  const { hosting } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    hosting: {
      cleanUrls: boolean;
      i18n: { root: string };
      rewrites: { source?: string; regex?: string; destination: string }[];
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
  };
  return {
    headers: hosting.headers.map((h) => ({
      glob: h.source,
      headers: Object.fromEntries(h.headers.map((x) => [x.key, x.value])),
    })),
    rewrites: hosting.rewrites.map((r) => ({ ...(r.regex ? { regex: r.regex } : { glob: r.source }), path: r.destination })),
    cleanUrls: hosting.cleanUrls,
    trailingSlashBehavior: 'REMOVE',
    i18n: hosting.i18n,
  };
}

interface Version {
  name: string;
  status: 'CREATED' | 'FINALIZED' | 'DELETED';
  config: Record<string, unknown>;
  labels: Record<string, string>;
  files: Map<string, string>;
  /** Hashes populateFiles said Hosting lacks for this version. */
  required: Set<string>;
  /** Hashes uploaded for this version. */
  uploaded: Set<string>;
}

export type HostingStandIn = Awaited<ReturnType<typeof hostingStandIn>>;

export async function hostingStandIn(project = 'demo-locanda', site = 'demo-locanda') {
  const contents = new Map<string, Buffer>(); // hash → gzipped content
  const versions = new Map<string, Version>();
  const releases: { name: string; version: string; message?: string }[] = [];
  /** Every request, in order: `METHOD /path`. */
  const calls: string[] = [];
  /** Every request to the API, in order, exactly: `METHOD /path?query body`. */
  const requests: string[] = [];
  /** What a real Hosting would have refused, or a client should never do. */
  const violations: string[] = [];
  /** failUploads: the next uploads answer 503 at once; uploadDelayMs: how long every other upload takes. */
  const faults = { failUploads: 0, uploadDelayMs: 0, onFinalize: null as null | (() => void) };
  /** Uploads answered yet, per version. */
  const inFlight = new Map<string, number>();
  let maxVersions: number | null = null;
  let seq = 0;

  const live = () => releases.at(-1) ?? null;
  const { server, origin } = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const route = `${req.method} ${url.pathname}`;
    calls.push(route);
    const raw = await body(req);
    if (url.pathname.startsWith('/v1beta1/'))
      requests.push(`${req.method} ${url.pathname}${url.search} ${raw.toString('utf8')}`.trim());
    // The site itself, as visitors (and the function, for a picture) fetch it: the live release's files.
    if (req.method === 'GET' && url.pathname.startsWith('/site/')) {
      const r = live();
      const hash = r && versions.get(r.version)!.files.get(url.pathname.slice('/site'.length));
      if (!hash) return reply(res, 404, {});
      res.writeHead(200);
      return res.end(gunzipSync(contents.get(hash)!));
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      violations.push(`${route}: no access token`);
      return reply(res, 401, { error: { status: 'UNAUTHENTICATED' } });
    }
    const json = () => JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
    const p = url.pathname;
    let m: RegExpExecArray | null;
    const versionAt = (name: string) => {
      const v = versions.get(name);
      if (!v) violations.push(`${route}: no version ${name}`);
      return v;
    };

    if (req.method === 'GET' && p === `/v1beta1/projects/${project}/sites`)
      return reply(res, 200, { sites: [{ name: `projects/${project}/sites/${site}`, type: 'DEFAULT_SITE' }] });
    if (req.method === 'GET' && p === `/v1beta1/sites/${site}/channels/live`) {
      const r = live();
      if (!r) return reply(res, 200, { name: `sites/${site}/channels/live` });
      const v = versions.get(r.version)!;
      return reply(res, 200, {
        name: `sites/${site}/channels/live`,
        release: { name: r.name, version: { name: v.name, status: v.status, config: v.config, labels: v.labels } },
      });
    }
    if ((m = /^\/v1beta1\/(sites\/[^/]+\/versions\/[^/:]+)\/files$/.exec(p)) && req.method === 'GET') {
      const v = versionAt(m[1]);
      if (!v) return reply(res, 404, {});
      // Pages of 100, whatever is asked: the client must follow nextPageToken.
      const all = [...v.files].map(([path, hash]) => ({ path, hash, status: 'ACTIVE' }));
      const from = Number(url.searchParams.get('pageToken') || 0);
      const page = all.slice(from, from + 100);
      return reply(res, 200, { files: page, ...(from + 100 < all.length ? { nextPageToken: String(from + 100) } : {}) });
    }
    if (req.method === 'POST' && p === `/v1beta1/sites/${site}/versions`) {
      const b = json() as { config?: Record<string, unknown>; labels?: Record<string, string> };
      const r = live();
      const liveConfig = r ? versions.get(r.version)!.config : null;
      if (JSON.stringify(b.config) !== JSON.stringify(liveConfig))
        violations.push(`${route}: not the live serving configuration`);
      const name = `sites/${site}/versions/v${++seq}`;
      versions.set(name, {
        name,
        status: 'CREATED',
        config: b.config ?? {},
        labels: b.labels ?? {},
        files: new Map(),
        required: new Set(),
        uploaded: new Set(),
      });
      return reply(res, 200, { name, status: 'CREATED' });
    }
    if ((m = /^\/v1beta1\/(sites\/[^/]+\/versions\/[^/:]+):populateFiles$/.exec(p)) && req.method === 'POST') {
      const v = versionAt(m[1]);
      if (!v || v.status !== 'CREATED') {
        violations.push(`${route}: version not open`);
        return reply(res, 400, {});
      }
      const files = (json().files ?? {}) as Record<string, string>;
      if (Object.keys(files).length > 1000) violations.push(`${route}: more than 1000 files in one call`);
      const missing: string[] = [];
      for (const [path, hash] of Object.entries(files)) {
        if (!path.startsWith('/')) violations.push(`${route}: path without a leading slash: ${path}`);
        v.files.set(path, hash);
        if (!contents.has(hash) && !missing.includes(hash)) missing.push(hash);
      }
      for (const h of missing) v.required.add(h);
      return reply(res, 200, { uploadRequiredHashes: missing, uploadUrl: `${origin}/upload/${m[1]}/files` });
    }
    if ((m = /^\/upload\/(sites\/[^/]+\/versions\/[^/]+)\/files\/([0-9a-f]{64})$/.exec(p)) && req.method === 'POST') {
      const v = versionAt(m[1]);
      const hash = m[2];
      if (!v?.required.has(hash)) violations.push(`${route}: uploaded a file Hosting did not ask for`);
      if (contents.has(hash)) violations.push(`${route}: uploaded the same content twice`);
      if (createHash('sha256').update(raw).digest('hex') !== hash) violations.push(`${route}: content does not match its hash`);
      if (faults.failUploads > 0) {
        faults.failUploads--;
        return reply(res, 503, { error: { status: 'UNAVAILABLE' } });
      }
      if (faults.uploadDelayMs) {
        inFlight.set(m[1], (inFlight.get(m[1]) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, faults.uploadDelayMs));
        inFlight.set(m[1], inFlight.get(m[1])! - 1);
      }
      contents.set(hash, raw);
      v?.uploaded.add(hash);
      return reply(res, 200, {});
    }
    if ((m = /^\/v1beta1\/(sites\/[^/]+\/versions\/[^/:]+)$/.exec(p)) && req.method === 'PATCH') {
      const v = versionAt(m[1]);
      // The reference names the field mask `updateMask` (sites.versions.patch).
      if (url.search !== '?updateMask=status' || json().status !== 'FINALIZED') violations.push(`${route}: not a finalize`);
      if (!v || v.status !== 'CREATED') return reply(res, 400, {});
      const lacking = [...v.files.values()].filter((h) => !contents.has(h));
      if (lacking.length) {
        violations.push(`${route}: finalized with ${lacking.length} file(s) never uploaded`);
        return reply(res, 400, {});
      }
      v.status = 'FINALIZED';
      faults.onFinalize?.();
      return reply(res, 200, { name: v.name, status: v.status });
    }
    if ((m = /^\/v1beta1\/(sites\/[^/]+\/versions\/[^/:]+)$/.exec(p)) && req.method === 'DELETE') {
      const v = versionAt(m[1]);
      if (v?.status === 'FINALIZED' && releases.some((r) => r.version === v.name))
        violations.push(`${route}: deleted a released version`);
      if (inFlight.get(m[1])) violations.push(`${route}: deleted while ${inFlight.get(m[1])} upload(s) to it were running`);
      if (v) v.status = 'DELETED';
      return reply(res, 200, {});
    }
    if (req.method === 'POST' && p === `/v1beta1/sites/${site}/channels/live/releases`) {
      const v = versionAt(url.searchParams.get('versionName') ?? '');
      if (!v || v.status !== 'FINALIZED') {
        violations.push(`${route}: released a version that is not finalized`);
        return reply(res, 400, {});
      }
      const release = {
        name: `sites/${site}/channels/live/releases/r${releases.length + 1}`,
        version: v.name,
        message: json().message as string,
      };
      releases.push(release);
      return reply(res, 200, release);
    }
    if (p === `/v1beta1/sites/${site}/config` && req.method === 'GET')
      return reply(res, 200, maxVersions === null ? {} : { maxVersions: String(maxVersions) });
    if (p === `/v1beta1/sites/${site}/config` && req.method === 'PATCH') {
      if (url.search !== '?updateMask=maxVersions') violations.push(`${route}: unexpected update mask`);
      maxVersions = Number(json().maxVersions);
      return reply(res, 200, { maxVersions: String(maxVersions) });
    }
    violations.push(`${route}: not an endpoint of the Hosting API`);
    reply(res, 404, {});
  });

  return {
    origin,
    calls,
    requests,
    violations,
    faults,
    releases,
    versions,
    maxVersions: () => maxVersions,
    /** What a `firebase deploy` leaves online: a finalized, released version of these files. */
    deploy(files: Map<string, string | Buffer>, config = servingConfig()) {
      const name = `sites/${site}/versions/deploy${++seq}`;
      const v: Version = {
        name,
        status: 'FINALIZED',
        config,
        labels: { 'deployment-tool': 'cli-firebase' },
        files: new Map(),
        required: new Set(),
        uploaded: new Set(),
      };
      for (const [path, content] of files) {
        const { hash, gz } = hostingFile(content);
        contents.set(hash, gz);
        v.files.set(`/${path}`, hash);
      }
      versions.set(name, v);
      releases.push({ name: `sites/${site}/channels/live/releases/r${releases.length + 1}`, version: name });
    },
    /** A file as the live release serves it, or null. */
    served(path: string): string | null {
      const r = live();
      const hash = r && versions.get(r.version)!.files.get(path);
      return hash ? gunzipSync(contents.get(hash)!).toString('utf8') : null;
    },
    livePaths: () => [...versions.get(live()!.version)!.files.keys()],
    /** The paths of the live release whose content its version uploaded (none: every content was there). */
    uploadedPaths(): string[] {
      const v = versions.get(live()!.version)!;
      return [...v.files]
        .filter(([, hash]) => v.uploaded.has(hash))
        .map(([path]) => path)
        .sort();
    },
    uploads: () => calls.filter((c) => c.startsWith('POST /upload/')).length,
    /** The bytes (gzipped, as sent) the live release's version uploaded. */
    uploadedBytes(): number {
      const v = versions.get(live()!.version)!;
      return [...v.uploaded].reduce((sum, hash) => sum + contents.get(hash)!.length, 0);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Cloud Tasks as firebase-admin reaches it through CLOUD_TASKS_EMULATOR_HOST: a task per name, 409 for a second. */
export async function cloudTasksStandIn() {
  const tasks: { name: string; queue: string; scheduleTime: number | null; data: unknown; oidc?: string; dispatched: boolean }[] =
    [];
  const violations: string[] = [];
  const { server, origin } = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const m = /^\/projects\/([^/]+)\/locations\/([^/]+)\/queues\/([^/]+)\/tasks$/.exec(url.pathname);
    if (req.method !== 'POST' || !m) {
      violations.push(`${req.method} ${url.pathname}: not a task creation`);
      return reply(res, 404, {});
    }
    const { task } = JSON.parse((await body(req)).toString('utf8')) as {
      task: {
        name?: string;
        scheduleTime?: string;
        httpRequest?: { body?: string; oidcToken?: { serviceAccountEmail?: string } };
      };
    };
    const queue = `projects/${m[1]}/locations/${m[2]}/queues/${m[3]}`;
    if (!task.name?.startsWith(`${queue}/tasks/`)) violations.push(`task without a name in its queue: ${task.name}`);
    if (tasks.some((t) => t.name === task.name))
      return reply(res, 409, { error: { code: 409, status: 'ALREADY_EXISTS', message: 'Requested entity already exists' } });
    const payload = JSON.parse(Buffer.from(task.httpRequest?.body ?? '', 'base64').toString('utf8') || 'null') as {
      data?: unknown;
    };
    tasks.push({
      name: task.name ?? '',
      queue,
      scheduleTime: task.scheduleTime ? Date.parse(task.scheduleTime) : null,
      data: payload?.data,
      oidc: task.httpRequest?.oidcToken?.serviceAccountEmail,
      dispatched: false,
    });
    reply(res, 200, task);
  });
  return {
    host: origin.replace('http://', ''),
    tasks,
    violations,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The demo content, changeable as the owner would: what the function reads with the Admin SDK. */
export function contentStore(trim = true) {
  const docs = new Map(
    Object.entries(demoDocuments()).map(([p, d]) => [p, resolveSentinels(d, Date.UTC(2026, 10, 1)) as DocData]),
  );
  // Fewer listings than the demo, for speed: the render path is the same for each.
  if (trim)
    for (const collection of ['rooms', 'services', 'experiences', 'gallery_images']) {
      const keep = collection === 'rooms' ? 2 : 1;
      [...docs.keys()]
        .filter((p) => p.startsWith(`${collection}/`))
        .slice(keep)
        .forEach((p) => docs.delete(p));
    }
  let failing: Error | null = null;
  const source: ContentSource = {
    get: async (path) => {
      if (failing) throw failing;
      const d = docs.get(path);
      return d ? structuredClone(d) : null;
    },
    list: async (collection, query?: ListQuery) => {
      if (failing) throw failing;
      const rows: Doc[] = [];
      for (const [path, data] of docs) {
        const i = path.lastIndexOf('/');
        if (path.slice(0, i) === collection) rows.push({ id: path.slice(i + 1), data: structuredClone(data) });
      }
      return applyQuery(rows, query);
    },
  };
  return {
    source,
    docs,
    set: (path: string, data: DocData) => void docs.set(path, { ...(docs.get(path) ?? {}), ...data }),
    remove: (path: string) => void docs.delete(path),
    fail: (e: Error | null) => void (failing = e),
  };
}

/** publish/status and publish/lock, kept as the Firestore store keeps them (functions/src/store.ts). */
export function memoryStore(now: () => number = Date.now) {
  let lock: Lock | null = null;
  let status: PublishStatus = {};
  let n = 0;
  const store: PublishStore = {
    lock: async (holder, leaseMs) => {
      const token = `${holder}-${++n}`;
      const d = decideLock(lock, holder, token, now(), leaseMs);
      if ('busy' in d) return { busy: d.busy };
      lock = d.take;
      return { token };
    },
    holds: async (token) => !!lock && lock.token === token && lock.until > now(),
    unlock: async (token) => {
      if (lock?.token === token) lock = null;
    },
    status: async (patch) => {
      const next: Record<string, unknown> = { ...status };
      for (const [k, v] of Object.entries(patch))
        if (v === null) delete next[k];
        else next[k] = v;
      status = next as PublishStatus;
    },
    requested: async (at) => {
      if ((status.requestedAt ?? -Infinity) < at) status = { ...status, requestedAt: at };
    },
    lastRequest: async () => status.requestedAt,
  };
  return { store, status: () => status, lock: () => lock, setLock: (l: Lock | null) => void (lock = l) };
}
