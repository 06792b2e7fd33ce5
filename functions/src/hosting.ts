/**
 * The Firebase Hosting REST API (v1beta1), as far as publishing needs it: the live release (its version,
 * serving configuration and files), a new version, its files (Hosting answers which contents it lacks,
 * and only those are uploaded), finalize, release; and the site's `maxVersions`.
 * https://firebase.google.com/docs/reference/hosting/rest (as of 2026-11-25).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export const HOSTING_API = 'https://firebasehosting.googleapis.com';

/** The live release: its name, its version's name and serving configuration (rewrites, headers, i18n…). */
export interface LiveRelease {
  name: string;
  version: string;
  config: Record<string, unknown>;
}

export class HostingError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'HostingError';
  }
}

/** A file's content as Hosting stores it: gzipped, named by the SHA-256 of the gzipped bytes. */
export function hostingFile(content: string | Uint8Array): { hash: string; gz: Buffer } {
  const gz = gzipSync(content, { level: 9 });
  return { hash: createHash('sha256').update(gz).digest('hex'), gz };
}

export interface HostingOptions {
  project: string;
  /** An OAuth access token with the cloud-platform (or firebase.hosting) scope. */
  token: () => Promise<string>;
  origin?: string;
  fetch?: typeof fetch;
}

export type HostingClient = ReturnType<typeof hostingClient>;

/** populateFiles takes at most this many files per call (the Firebase CLI's batch size). */
const POPULATE_BATCH = 1000;

export function hostingClient({ project, token, origin = HOSTING_API, fetch: doFetch = fetch }: HostingOptions) {
  const api = `${origin}/v1beta1`;

  async function call<T>(method: string, url: string, body?: unknown, contentType = 'application/json'): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${await token()}` };
    if (body !== undefined) headers['Content-Type'] = contentType;
    const res = await doFetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : contentType === 'application/json' ? JSON.stringify(body) : (body as BodyInit),
    });
    const text = await res.text();
    if (!res.ok) {
      const what = `${method} ${url.replace(api, '')}`;
      throw new HostingError(`Hosting API: HTTP ${res.status} for ${what}: ${text.slice(0, 300)}`, res.status);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  return {
    /** The project's default site (its id is usually, not always, the project's). */
    async defaultSite(): Promise<string> {
      const { sites = [] } = await call<{ sites?: { name: string; type?: string }[] }>('GET', `${api}/projects/${project}/sites`);
      const site = sites.find((s) => s.type === 'DEFAULT_SITE') ?? sites[0];
      if (!site) throw new HostingError(`Hosting API: project ${project} has no site`);
      return site.name.split('/').pop()!;
    },

    /** What the live channel serves now, or null before the first deploy. */
    async liveRelease(site: string): Promise<LiveRelease | null> {
      let channel: { release?: { name: string; version?: { name: string; config?: Record<string, unknown> } } };
      try {
        channel = await call('GET', `${api}/sites/${site}/channels/live`);
      } catch (e) {
        if (e instanceof HostingError && e.status === 404) return null;
        throw e;
      }
      const version = channel.release?.version;
      if (!channel.release || !version?.name) return null;
      return { name: channel.release.name, version: version.name, config: version.config ?? {} };
    },

    /** Every file of a version: its path (`/index.html`) and content hash. */
    async files(version: string): Promise<Map<string, string>> {
      const out = new Map<string, string>();
      let pageToken = '';
      do {
        const q = new URLSearchParams({ pageSize: '1000', ...(pageToken ? { pageToken } : {}) });
        const res = await call<{ files?: { path: string; hash: string }[]; nextPageToken?: string }>(
          'GET',
          `${api}/${version}/files?${q}`,
        );
        for (const f of res.files ?? []) out.set(f.path, f.hash);
        pageToken = res.nextPageToken ?? '';
      } while (pageToken);
      return out;
    },

    async createVersion(site: string, config: Record<string, unknown>, labels: Record<string, string>): Promise<string> {
      const v = await call<{ name: string }>('POST', `${api}/sites/${site}/versions`, { config, labels });
      return v.name;
    },

    /** Names every file of the version; answers which contents Hosting lacks, and where to upload them. */
    async populate(version: string, files: Map<string, string>): Promise<{ missing: Set<string>; uploadUrl: string }> {
      const missing = new Set<string>();
      let uploadUrl = '';
      const entries = [...files];
      for (let i = 0; i < entries.length; i += POPULATE_BATCH) {
        const res = await call<{ uploadRequiredHashes?: string[]; uploadUrl?: string }>(
          'POST',
          `${api}/${version}:populateFiles`,
          {
            files: Object.fromEntries(entries.slice(i, i + POPULATE_BATCH)),
          },
        );
        for (const h of res.uploadRequiredHashes ?? []) missing.add(h);
        uploadUrl = res.uploadUrl ?? uploadUrl;
      }
      return { missing, uploadUrl };
    },

    async upload(uploadUrl: string, hash: string, gz: Buffer): Promise<void> {
      await call('POST', `${uploadUrl}/${hash}`, new Uint8Array(gz), 'application/octet-stream');
    },

    async finalize(version: string): Promise<void> {
      // The reference's query parameter is `updateMask` (sites.versions.patch, checked 2026-11).
      await call('PATCH', `${api}/${version}?updateMask=status`, { status: 'FINALIZED' });
    },

    async release(site: string, version: string, message: string): Promise<void> {
      await call('POST', `${api}/sites/${site}/channels/live/releases?versionName=${encodeURIComponent(version)}`, { message });
    },

    /** A version that will never be released: Hosting drops it (and what only it held). */
    async deleteVersion(version: string): Promise<void> {
      await call('DELETE', `${api}/${version}`);
    },

    async maxVersions(site: string): Promise<number | null> {
      const c = await call<{ maxVersions?: string | number }>('GET', `${api}/sites/${site}/config`);
      return c.maxVersions === undefined ? null : Number(c.maxVersions);
    },

    async setMaxVersions(site: string, n: number): Promise<void> {
      await call('PATCH', `${api}/sites/${site}/config?updateMask=maxVersions`, { maxVersions: String(n) });
    },
  };
}
