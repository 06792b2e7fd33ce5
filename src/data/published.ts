/**
 * What the site published: for each public page, the data every read of that page returned when the
 * page was rendered (src/app/server.tsx), keyed as the read cache keys its reads. The saved page is
 * that data rendered; the browser hydrates it with the same data, so taking over changes nothing on
 * screen. Visitors read nothing else for a published page: moving to another page fetches that
 * page's file (one per path, the same for every language; `pageDataFile`).
 */
import { pageDataFile } from '../content/pageFiles';
import type { ReadState } from './readCache';

/** One page's published data, as written beside the saved pages. */
export interface PageData {
  /**
   * Per language, a hash of the page as this data renders it in that language: the same in that copy's
   * HTML (`data-version`), so the browser hydrates a copy only with data that renders it as it is. A
   * function of the content alone: publishing the same content again changes no file, and a text changed
   * in one language changes only that language's copy (and this file).
   */
  versions: Partial<Record<string, string>>;
  /** The year the footer says while the page hydrates (the browser then says this year). */
  year: number;
  /** Read-cache key → the data that read returned. */
  entries: Record<string, unknown>;
}

/** A short hash of a text (53-bit, in base 36): names a page's data, not a secret. */
export function dataVersion(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export interface Published {
  /** The published state of a read, if any page loaded so far published it. */
  get<T>(key: string): ReadState<T> | undefined;
  /**
   * The published state of a read on the page being shown (or on the page `from`, which publishes it: a
   * menu's list is its list page's): waits for that page's file when it is still coming.
   */
  lookup<T>(key: string, from?: string): Promise<ReadState<T> | undefined>;
  /** Adds a page's data (the first page's, which came with it). */
  add(page: PageData): void;
  /** The year of the data loaded last, or null. */
  year(): number | null;
}

export interface PublishedOptions {
  /** Fetches a page's published data; null when there is none (a page published since, or never). */
  fetchPage?: (pathname: string) => Promise<PageData | null>;
  /** The path of the page being shown (the browser's address). */
  currentPath?: () => string;
}

export function isPageData(v: unknown): v is PageData {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Partial<PageData>;
  return (
    typeof p.versions === 'object' &&
    p.versions !== null &&
    typeof p.year === 'number' &&
    typeof p.entries === 'object' &&
    p.entries !== null &&
    !Array.isArray(p.entries)
  );
}

/**
 * A page's published data fetched at its address (`pageDataFile`), or null when it has none (or it cannot
 * be fetched now). The browser's, for every page it moves to; the saved page's own came with it, at the
 * address the server wrote (src/app/startUp.ts).
 */
export async function fetchPageData(pathname: string): Promise<PageData | null> {
  const url = pageDataFile(pathname);
  if (!url) return null;
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  // The development server answers any path with the application: that is not data.
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
  const data: unknown = await res.json();
  return isPageData(data) ? data : null;
}

export function createPublished(opts: PublishedOptions = {}): Published {
  const states = new Map<string, ReadState<unknown>>();
  const pages = new Map<string, Promise<void>>();
  let year: number | null = null;

  function add(page: PageData) {
    year = page.year;
    // The data fetched last wins: a page published since may carry newer settings than the first page did.
    for (const [key, data] of Object.entries(page.entries)) states.set(key, { status: 'ready', data });
  }

  /** The page's file, fetched once per path; a page without one (or a failed fetch) simply adds nothing. */
  function forPath(pathname: string): Promise<void> {
    const fetchPage = opts.fetchPage;
    if (!fetchPage) return Promise.resolve();
    let p = pages.get(pathname);
    if (!p) {
      p = fetchPage(pathname).then(
        (page) => {
          if (page) add(page);
        },
        () => {
          // Nothing published to read: the page's reads go to the backend.
          pages.delete(pathname);
        },
      );
      pages.set(pathname, p);
    }
    return p;
  }

  return {
    get: <T>(key: string) => states.get(key) as ReadState<T> | undefined,
    async lookup<T>(key: string, from?: string) {
      const path = from ?? opts.currentPath?.();
      if (!states.has(key) && path) await forPath(path);
      return states.get(key) as ReadState<T> | undefined;
    },
    add,
    year: () => year,
  };
}
