/**
 * Fetching a calendar address the owner typed, guarded: the address is the owner's, but a function
 * inside Google's network must never be turned against it (the metadata server at 169.254.169.254,
 * private and loopback addresses). https only (http:// and webcal:// read as https://), port 443, no
 * credentials, at most MAX_FEED_REDIRECTS redirects each checked again, every resolved address and
 * every IP literal checked, FEED_TIMEOUT_MS for the whole read, at most MAX_FEED_BYTES read as a
 * stream, a calendar's content type, a User-Agent that says who reads.
 */
import { request, type Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import { FEED_TIMEOUT_MS, MAX_FEED_BYTES, MAX_FEED_REDIRECTS } from '../../src/content/availability';

export const FEED_USER_AGENT = 'Locanda-Calendar/1.0 (guesthouse website; reads the owner iCal export every 30 minutes)';
const CONTENT_TYPES = ['text/calendar', 'text/plain', 'application/octet-stream'];

export type FeedErrorCode =
  | 'url'
  | 'credentials'
  | 'port'
  | 'address'
  | 'redirects'
  | 'timeout'
  | 'tooLarge'
  | 'contentType'
  | 'http'
  | 'unavailable'
  | 'network';

export class FeedError extends Error {
  readonly code: FeedErrorCode;
  /** For 'unavailable' (429, 5xx): the Retry-After the server asked for, in ms. */
  readonly retryAfterMs?: number;
  constructor(code: FeedErrorCode, message?: string, retryAfterMs?: number) {
    super(message ?? code);
    this.name = 'FeedError';
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }
}

// Two lists: a BlockList matches IPv4 addresses against its IPv6 rules too (as IPv4-mapped ones).
const refused4 = new BlockList();
const refused6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the metadata server
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96], // NAT64
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // ULA
  ['fe80::', 10], // link-local
  ['ff00::', 8],
] as const)
  refused6.addSubnet(net, prefix, 'ipv6');

/** Whether an address may not be fetched: private, loopback, link-local, CGNAT, ULA, IPv4-mapped, reserved. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return refused4.check(address, 'ipv4');
  // IPv4-mapped (::ffff:a.b.c.d, however written) is refused whatever it maps to.
  const normal = new URL(`http://[${address}]/`).hostname.slice(1, -1).toLowerCase();
  if (normal.startsWith('::ffff:')) return true;
  return refused6.check(normal, 'ipv6');
}

/** The address as it is read: webcal:// and http:// become https://; anything else not https is refused. */
export function feedUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address.trim().replace(/^(webcals?|http):\/\//i, 'https://'));
  } catch {
    throw new FeedError('url');
  }
  if (url.protocol !== 'https:') throw new FeedError('url');
  return url;
}

export interface FetchFeedOptions {
  /** The DNS lookup (all addresses of a name). Node's by default. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  /**
   * Names whose resolved addresses are not checked, and the port they may be read on. Only tests
   * set it (a server on 127.0.0.1 under a name of its own); IP literals and every other name are
   * checked as always, so a redirect to 127.0.0.1 or to the metadata server is still refused.
   */
  trusted?: { hostname: string; port: number };
  /** Trusted certificates (a test's own); the system's by default. */
  ca?: string | Buffer;
  agent?: Agent;
  timeoutMs?: number;
  maxBytes?: number;
}

const defaultResolve = (hostname: string) =>
  new Promise<{ address: string; family: number }[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

function checkedUrl(url: URL, opts: FetchFeedOptions): { url: URL; trusted: boolean } {
  if (url.protocol === 'http:') url = new URL(url.href.replace(/^http:/i, 'https:'));
  if (url.protocol !== 'https:') throw new FeedError('url');
  if (url.username || url.password) throw new FeedError('credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const trusted = !!opts.trusted && host === opts.trusted.hostname && url.port === String(opts.trusted.port);
  // Node does not call the lookup hook for IP literals: they are checked here.
  if (isIP(host) && isRefusedAddress(host)) throw new FeedError('address', `refused address ${host}`);
  if (!trusted && url.port !== '' && url.port !== '443') throw new FeedError('port');
  return { url, trusted };
}

function guardedLookup(opts: FetchFeedOptions, trusted: boolean): LookupFunction {
  const resolve = opts.resolve ?? defaultResolve;
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const usable = all.filter((a) => trusted || !isRefusedAddress(a.address));
        if (!all.length) return callback(new FeedError('network', `no address for ${hostname}`), '', 0);
        if (usable.length !== all.length) return callback(new FeedError('address', `refused address for ${hostname}`), '', 0);
        const wanted = options.family === 4 || options.family === 6 ? usable.filter((a) => a.family === options.family) : usable;
        if (options.all) return (callback as unknown as (e: null, a: typeof usable) => void)(null, wanted);
        callback(null, wanted[0].address, wanted[0].family);
      },
      (e: unknown) => callback(new FeedError('network', e instanceof Error ? e.message : String(e)), '', 0),
    );
  };
}

function retryAfter(header: string | undefined, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

/** One request, its answer read whole (within the caps) or a redirect's target. */
function get(url: URL, opts: FetchFeedOptions, trusted: boolean, signal: AbortSignal) {
  return new Promise<{ status: number; location?: string; body?: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        headers: { 'User-Agent': FEED_USER_AGENT, Accept: 'text/calendar, text/plain;q=0.8, */*;q=0.1' },
        lookup: guardedLookup(opts, trusted),
        ca: opts.ca,
        agent: opts.agent,
        signal,
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location });
        }
        if (status === 429 || status >= 500) {
          res.resume();
          return reject(new FeedError('unavailable', `HTTP ${status}`, retryAfter(res.headers['retry-after'], Date.now())));
        }
        if (status !== 200) {
          res.resume();
          return reject(new FeedError('http', `HTTP ${status}`));
        }
        const type = (res.headers['content-type'] ?? 'application/octet-stream').split(';')[0].trim().toLowerCase();
        if (!CONTENT_TYPES.includes(type)) {
          res.destroy();
          return reject(new FeedError('contentType', type));
        }
        const max = opts.maxBytes ?? MAX_FEED_BYTES;
        if (Number(res.headers['content-length'] ?? 0) > max) {
          res.destroy();
          return reject(new FeedError('tooLarge'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > max) {
            res.destroy();
            reject(new FeedError('tooLarge'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => reject(e));
      },
    );
    req.on('error', (e) => reject(e));
    req.end();
  });
}

/** The text of a calendar address, read within every guard; a FeedError otherwise. */
export async function fetchFeed(address: string, opts: FetchFeedOptions = {}): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? FEED_TIMEOUT_MS);
  try {
    let url = feedUrl(address);
    for (let redirects = 0; ; redirects++) {
      const checked = checkedUrl(url, opts);
      let answer: Awaited<ReturnType<typeof get>>;
      try {
        answer = await get(checked.url, opts, checked.trusted, controller.signal);
      } catch (e) {
        if (e instanceof FeedError) throw e;
        if (controller.signal.aborted) throw new FeedError('timeout');
        const cause = (e as { cause?: unknown })?.cause;
        if (cause instanceof FeedError) throw cause;
        throw new FeedError('network', e instanceof Error ? e.message : String(e));
      }
      if (answer.body !== undefined) return answer.body;
      if (redirects >= MAX_FEED_REDIRECTS) throw new FeedError('redirects');
      try {
        url = new URL(answer.location!, checked.url);
      } catch {
        throw new FeedError('url');
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
