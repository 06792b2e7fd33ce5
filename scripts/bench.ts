/**
 * npm run bench — reproducible figures for the site:
 *  1. what a first visit to each route fetches, measured in Chromium, for the demo build and the Firebase
 *     build (whose gallery has 200 photos): JavaScript (inline scripts included) and CSS, gzip; the
 *     requests to Google's hosts (Firestore reads) and the demo's document reads, none for a published page;
 *  2. Lighthouse (mobile, simulated Slow 4G) on the demo build's saved pages served by vite preview on
 *     127.0.0.1, each at its language's URL with the browser asking for that language: the home page in all
 *     five languages, a room, the gallery and contact in Italian, English and German; five runs per route,
 *     quiet and then with one core kept busy by a second process, each run a first visit (no cookies, no
 *     local storage, an empty cache); with BENCH_STATIC=1 also a plain static
 *     copy of the same saved pages (no scripts at all), served by the same server, for comparison;
 *  3. document reads per page view, and during a 60-second stay on the home page;
 *  4. the upload path: a generated 12-megapixel photo before and after the in-browser resize;
 *  5. the owner's history: the reads and writes one save costs on top of a plain save, counted from the
 *     port operations it issues (the local backend bills them as Firestore does), and the time from a
 *     click on Save to the notice that offers Undo;
 *  6. publishing: the time a publish takes and what it uploads, with nothing changed and with one changed
 *     text, for the demo site and a generated one of 50 rooms (scripts/benchPublish.ts).
 * Prints tables and writes bench/results.json. BENCH_RUNS=N sets the Lighthouse runs per route and
 * condition (10); BENCH_QUICK=1 runs Lighthouse once and stays 10 s on the home page;
 * BENCH_ONLY=bundles stops after the bundle table, BENCH_ONLY=lighthouse after Lighthouse, BENCH_ONLY=history
 * measures the history alone (no Lighthouse, no reads per page view), BENCH_ONLY=publish the publish function
 * alone (6. below: scripts/benchPublish.ts). Exits non-zero
 * when the Firebase build's first visit to a route is over budget (JavaScript, or any read), and when a
 * Lighthouse route misses a target (TARGET).
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { benchPublish, printPublish } from './benchPublish';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.mjs';
import { fileForPath, I18N_ROOT } from './pageFile';
import { CONTACT_PATH, GALLERY_PATH, HOME_PATH } from '../src/content/paths';
import { firstVisits as visitRoutes, overBudget, ROOM_PATH, ROUTES, type FirstVisit } from './benchFirstVisit';

const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 1 : Number(process.env.BENCH_RUNS ?? 5);
/** Lighthouse also on the static copy of each page (no scripts), for comparison. */
const WITH_STATIC = process.env.BENCH_STATIC === '1';
/** The Firebase build's gallery is this large: a published page reads nothing, whatever its size. */
const GALLERY_PHOTOS = 200;
/**
 * BENCH_PORT lets two checkouts run the benchmark side by side (it uses this port and the next two). Not 4190:
 * browsers and Node's fetch refuse it (a "bad port" of the Fetch standard), as they refuse 6000 or 10080.
 */
const PORT = Number(process.env.BENCH_PORT ?? 4290);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = chromiumPath({ shell: false }) || undefined;

/** The Lighthouse routes, each at its language's URL with the browser asking for `lang` (Accept-Language and navigator.languages). */
const LH_PAGES = [
  { name: 'home', path: HOME_PATH, langs: ['it', 'en', 'de', 'nl', 'fr'] },
  { name: 'room', path: ROOM_PATH, langs: ['it', 'en', 'de'] },
  { name: 'gallery', path: GALLERY_PATH, langs: ['it', 'en', 'de'] },
  { name: 'contact', path: CONTACT_PATH, langs: ['it', 'en', 'de'] },
];
const LH_ROUTES = LH_PAGES.flatMap((p) =>
  p.langs.map((lang) => ({
    name: `${p.name} ${lang}`,
    path: lang === 'it' ? p.path : `/${lang}${p.path === HOME_PATH ? '' : p.path}`,
    lang,
  })),
);
/** Where the plain static copy of a page is served: /static, /static/camere/… */
const STATIC_PREFIX = '/static';
/**
 * Targets (issue 22), Lighthouse 12 mobile, simulated: every run's score; the median first and largest
 * paint of a stock WordPress guesthouse site measured on the same machine; CLS in every language.
 */
const TARGET = { score: 98, fcpMs: 970, lcpMs: 1100, cls: 0.01 };

/** A build as `npm run build` makes it: the browser build and its saved pages, rendered from the demo seed. */
function build(outDir: string, env: Record<string, string>) {
  execSync(`npx tsx scripts/build.ts --outDir ${outDir} --emptyOutDir`, {
    stdio: 'ignore',
    env: { ...process.env, LOCANDA_CONTENT: 'seed', ...env },
  });
}

/** Serves a build on loopback as `npm run preview` does; resolves once it answers. */
async function serve(outDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  // What the server said, for the error below when it never answers.
  let said = '';
  const keep = (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000));
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  // Up to 60 s: a loaded machine starts the server slowly, and its first answers may be errors.
  let last = 'no answer';
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}`);
      if (res.ok) return server;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = `${String(e)} ${String((e as { cause?: unknown }).cause ?? '')}`;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop(server);
  throw new Error(`${outDir} was not served on ${port} (${last}); the server said:\n${said}`);
}

function stop(server: ChildProcess) {
  try {
    process.kill(-server.pid!);
  } catch {
    server.kill();
  }
}

/** First visits to every route of a build, served here on `port` (scripts/benchFirstVisit.ts). */
async function firstVisits(outDir: string, port: number): Promise<Record<string, FirstVisit>> {
  const server = await serve(outDir, port);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  try {
    return await visitRoutes(browser, `http://127.0.0.1:${port}`, outDir);
  } finally {
    await browser.close();
    stop(server);
  }
}

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * The plain static copy of every saved page: the same HTML without any script (the inline one, the start
 * script, the modules and their preloads), written under /static in each language's folder, so the same
 * server picks the same language's copy for it.
 */
function writeStaticCopies(outDir: string): number {
  let n = 0;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  for (const abs of walk(outDir)) {
    const file = relative(outDir, abs);
    if (!file.endsWith('.html') || file === 'shell.html' || file.startsWith('assets/') || file.startsWith('.vite/')) continue;
    const html = readFileSync(abs, 'utf8');
    if (!html.includes('<div id="root" data-page=')) continue;
    const lang = new RegExp(`^${I18N_ROOT}/([^/]+)/`).exec(file)?.[1];
    const page = lang ? file.slice(`${I18N_ROOT}/${lang}/`.length) : file;
    const path = page === 'index.html' ? STATIC_PREFIX : `${STATIC_PREFIX}/${page.replace(/\.html$/, '')}`;
    const target = join(outDir, lang ? `${I18N_ROOT}/${lang}` : '', fileForPath(path)!);
    const plain = html
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>\n?/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, plain);
    n++;
  }
  return n;
}

/** A page's static copy: /static/camere, served in the language the browser asks for (as the Italian path is). */
const staticPath = (path: string) => {
  const rest = path.replace(/^\/(en|de|nl|fr)(?=\/|$)/, '');
  return STATIC_PREFIX + (rest === '/' ? '' : rest);
};

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The long tasks ending after the first paint, which TBT counts: "start+duration script" in Lighthouse's simulated ms. */
  blocking: string[];
}
interface Sample {
  route: string;
  load: 'quiet' | 'under load';
  app: Run[];
  static: Run[];
  categories?: Record<string, number>;
}

/** Lighthouse's long tasks that end after the first paint, as "start+duration where" (simulated ms). */
function blockingTasks(details: unknown, fcpMs: number): string[] {
  const items = (details as { items?: { startTime: number; duration: number; url?: string }[] } | undefined)?.items ?? [];
  return items
    .filter((t) => t.startTime + t.duration > fcpMs && t.duration > 50)
    .sort((a, b) => a.startTime - b.startTime)
    .map(
      (t) =>
        `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url ?? '').replace(/^https?:\/\/[^/]+/, '') || '?'}`,
    );
}

/** One core kept busy by a second process, for as long as the measurement runs. */
function busyCore(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function lighthouseRuns(): Promise<Sample[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const samples: Sample[] = [];
  for (const load of ['quiet', 'under load'] as const) {
    const busy = load === 'under load' ? busyCore() : null;
    try {
      for (const lang of [...new Set(LH_ROUTES.map((r) => r.lang))]) {
        // The browser asks for this language: Accept-Language, and navigator.languages for the application.
        const chrome = await chromeLauncher.launch({
          chromePath: CHROME,
          chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, `--accept-lang=${lang}`],
        });
        try {
          for (const route of LH_ROUTES.filter((r) => r.lang === lang)) {
            const sample: Sample = { route: route.name, load, app: [], static: [] };
            // Alternately, so both copies meet the same moments of load.
            for (let i = 0; i < RUNS; i++) {
              for (const kind of WITH_STATIC ? (['app', 'static'] as const) : (['app'] as const)) {
                const full = load === 'quiet' && kind === 'app' && i === 0;
                const url = BASE + (kind === 'app' ? route.path : staticPath(route.path));
                const r = await lighthouse(url, {
                  port: chrome.port,
                  output: 'json',
                  logLevel: 'error',
                  onlyCategories: full ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
                  // Every run a first visit, as the Lighthouse command line's fresh profile per run: Lighthouse
                  // empties the HTTP cache but by default keeps the origin's cookies and local storage, where the
                  // site remembers a visitor's language and that the web fonts are cached (src/ui/webFonts.ts).
                  clearStorageTypes: [
                    'file_systems',
                    'shader_cache',
                    'service_workers',
                    'cache_storage',
                    'local_storage',
                    'cookies',
                  ],
                });
                const lhr = r!.lhr;
                const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
                sample[kind].push({
                  score: Math.round((lhr.categories.performance.score ?? 0) * 100),
                  fcpMs: Math.round(num('first-contentful-paint')),
                  lcpMs: Math.round(num('largest-contentful-paint')),
                  cls: +num('cumulative-layout-shift').toFixed(3),
                  tbtMs: Math.round(num('total-blocking-time')),
                  blocking: blockingTasks(lhr.audits['long-tasks']?.details, num('first-contentful-paint')),
                });
                if (full)
                  sample.categories = Object.fromEntries(
                    Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
                  );
              }
            }
            samples.push(sample);
            process.stdout.write(`  lighthouse ${route.name} (${load}) done\n`);
          }
        } finally {
          await chrome.kill();
        }
      }
    } finally {
      busy?.kill();
    }
  }
  return samples;
}

/** Whether a route's runs meet every target: each run's score, the median FCP and LCP, the median CLS. */
function meetsTargets(runs: Run[]): boolean {
  const m = (k: Exclude<keyof Run, 'blocking'>) => median(runs.map((r) => r[k]));
  return (
    runs.every((r) => r.score >= TARGET.score) &&
    m('fcpMs') <= TARGET.fcpMs &&
    m('lcpMs') <= TARGET.lcpMs &&
    m('cls') <= TARGET.cls
  );
}

function printLighthouse(samples: Sample[]) {
  const ms = (x: number) => `${(x / 1000).toFixed(2)} s`;
  const pct = (app: number, plain: number) => `${app >= plain ? '+' : ''}${Math.round(((app - plain) / plain) * 100)} %`;
  console.log(
    `\nTargets: every run >= ${TARGET.score}, median FCP <= ${ms(TARGET.fcpMs)}, median LCP <= ${ms(TARGET.lcpMs)}, CLS <= ${TARGET.cls}`,
  );
  for (const load of ['quiet', 'under load'] as const) {
    console.log(`\n${load}`);
    console.table(
      Object.fromEntries(
        samples
          .filter((s) => s.load === load)
          .map((s) => {
            const m = (runs: Run[], k: Exclude<keyof Run, 'blocking'>) => median(runs.map((r) => r[k]));
            const fcp = m(s.app, 'fcpMs');
            const lcp = m(s.app, 'lcpMs');
            const row: Record<string, string | number> = {
              'scores (every run)': s.app.map((r) => r.score).join(' '),
              FCP: ms(fcp),
              LCP: ms(lcp),
              CLS: m(s.app, 'cls'),
              TBT: `${m(s.app, 'tbtMs')} ms`,
            };
            if (s.static.length) {
              row['static FCP / LCP'] = `${ms(m(s.static, 'fcpMs'))} / ${ms(m(s.static, 'lcpMs'))}`;
              row['vs static'] = `${pct(fcp, m(s.static, 'fcpMs'))} / ${pct(lcp, m(s.static, 'lcpMs'))}`;
            }
            row.targets = meetsTargets(s.app) ? 'met' : 'missed';
            return [s.route, row];
          }),
      ),
    );
  }
  // Where a run missed, what blocked it: the place to start looking.
  for (const s of samples) {
    const worst = [...s.app].sort((a, b) => a.score - b.score || b.tbtMs - a.tbtMs)[0];
    if (!worst || worst.score >= TARGET.score) continue;
    console.log(
      `\nWorst run, ${s.route} (${s.load}): score ${worst.score}, FCP ${worst.fcpMs} ms, LCP ${worst.lcpMs} ms, CLS ${worst.cls}, TBT ${worst.tbtMs} ms; ` +
        `long tasks after the first paint (simulated start+duration, ms): ${worst.blocking.join(', ') || 'none'}`,
    );
  }
  console.log('\nOther categories (first quiet run of each route)');
  console.table(Object.fromEntries(samples.filter((s) => s.categories).map((s) => [s.route, s.categories])));
  const missed = samples.filter((s) => !meetsTargets(s.app));
  if (missed.length) {
    console.error(`\nTargets missed: ${missed.map((s) => `${s.route} (${s.load})`).join(', ')}`);
    process.exitCode = 1;
  }
}

async function readsAndUpload() {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  const reads: Record<string, number> = {};
  try {
    for (const route of ROUTES) {
      const ctx = await browser.newContext({ locale: 'it-IT' });
      const page = await ctx.newPage();
      await page.goto(BASE + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      reads[route] = await page.evaluate(
        () => (window as unknown as { __locandaStats?: { reads: number } }).__locandaStats?.reads ?? 0,
      );
      await ctx.close();
    }
    const ctx = await browser.newContext({ locale: 'it-IT' });
    const page = await ctx.newPage();
    await page.goto(BASE + '/', { waitUntil: 'networkidle' });
    const at0 = await page.evaluate(
      () => (window as unknown as { __locandaStats?: { reads: number } }).__locandaStats?.reads ?? 0,
    );
    await page.waitForTimeout(QUICK ? 10_000 : 60_000);
    const at60 = await page.evaluate(
      () => (window as unknown as { __locandaStats?: { reads: number } }).__locandaStats?.reads ?? 0,
    );
    await ctx.close();

    // The upload path: sign in, add a generated 12 MP photo to the gallery, measure what was stored.
    const up = await browser.newContext({ locale: 'it-IT' });
    const p = await up.newPage();
    await p.goto(BASE + '/gestione-7f3c9e');
    await p.getByLabel('E-mail').fill('admin@locanda.test');
    await p.getByLabel('Password').fill('locanda-demo');
    await p.getByRole('button', { name: 'Accedi' }).click();
    await p.waitForURL(BASE + '/');
    await p.goto(BASE + GALLERY_PATH);
    const photo = await p.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = 4000;
      c.height = 3000;
      const g = c.getContext('2d')!;
      const grad = g.createLinearGradient(0, 0, 4000, 3000);
      grad.addColorStop(0, '#6b7a4b');
      grad.addColorStop(0.5, '#d9cbb4');
      grad.addColorStop(1, '#b5532f');
      g.fillStyle = grad;
      g.fillRect(0, 0, 4000, 3000);
      // Fine detail, as a real photo has, so the JPEG is photo-sized.
      const img = g.getImageData(0, 0, 4000, 3000);
      let seed = 7;
      for (let i = 0; i < img.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const n = (seed % 24) - 12;
        img.data[i] += n;
        img.data[i + 1] += n;
        img.data[i + 2] += n;
      }
      g.putImageData(img, 0, 0);
      const blob: Blob = await new Promise((r) => c.toBlob((b) => r(b!), 'image/jpeg', 0.8));
      const buf = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode(...buf.subarray(i, i + 0x8000));
      return btoa(s);
    });
    const bytes = Buffer.from(photo, 'base64');
    const t0 = Date.now();
    await p.getByLabel('Aggiungi immagini').setInputFiles({ name: 'foto-12mp.jpg', mimeType: 'image/jpeg', buffer: bytes });
    await p.getByText('Immagine aggiunta con successo!').waitFor({ timeout: 120_000 });
    const ms = Date.now() - t0;
    const stored = await p.evaluate(async () => {
      const db: IDBDatabase = await new Promise((res, rej) => {
        const r = indexedDB.open('locanda-local');
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      const rows: { key: string; bytes: ArrayBuffer; contentType: string }[] = await new Promise((res) => {
        const q = db.transaction('files').objectStore('files').getAll();
        q.onsuccess = () => res(q.result);
      });
      return rows.map((r) => ({ key: r.key, bytes: r.bytes.byteLength, type: r.contentType }));
    });
    await up.close();
    return {
      reads,
      homeReadsAtLoad: at0,
      homeReadsAfterStay: at60,
      stayMs: QUICK ? 10_000 : 60_000,
      upload: { originalBytes: bytes.length, stored, ms },
    };
  } finally {
    await browser.close();
  }
}

interface SaveCost {
  reads: number;
  writes: number;
}

/**
 * What a save costs through the history (src/editing/core/saving.ts → the port's HistoryStore), against a
 * plain DocumentStore.setFields (0 reads, 1 write), on the local backend in memory: it counts reads
 * and writes as Firestore bills them, and issues the same operations the Firebase adapter does.
 */
async function historyCosts(): Promise<Record<string, SaveCost>> {
  // IndexedDB for Node, installed only for this part (its package has no types for the side-effect entry).
  const fakeIndexedDb = 'fake-indexeddb/auto';
  await import(fakeIndexedDb);
  const { createLocalBackend } = await import('../src/backend/local/localBackend');
  const { saveFields } = await import('../src/editing/core/saving');
  const { imageFieldWrite, textFieldWrite } = await import('../src/editing/core/writes');
  const { REVISIONS_KEPT } = await import('../src/content/constants');
  const owner = { email: 'admin@locanda.test', password: 'locanda-demo' };
  const b = createLocalBackend({ dbName: 'bench-history', seed: () => ({}), owner });
  await b.auth.signIn(owner.email, owner.password);
  const settle = () => new Promise((r) => setTimeout(r, 100));
  const cost = async (save: () => Promise<unknown>): Promise<SaveCost> => {
    await settle();
    const [r, w] = [b.stats.reads, b.stats.writes];
    await save();
    // The clean-up of a pruned revision's files runs after the save.
    await settle();
    return { reads: b.stats.reads - r, writes: b.stats.writes - w };
  };
  const text = (n: number) => (email: string) => textFieldWrite('title', { it: `Titolo ${n}` }, email);
  const out: Record<string, SaveCost> = {};
  out['plain setFields (no history)'] = await cost(() => b.docs.setFields('bench/plain', text(0)(owner.email)));
  out['first save of a document'] = await cost(() => saveFields(b, 'bench/text', text(1)));
  for (let i = 2; i <= REVISIONS_KEPT; i++) await saveFields(b, 'bench/text', text(i));
  out[`save ${REVISIONS_KEPT + 1} (prunes the oldest revision)`] = await cost(() =>
    saveFields(b, 'bench/text', text(REVISIONS_KEPT + 1)),
  );
  // An image whose revision ages out: its files may be free, so the document and its revisions are read.
  const file = (name: string) => b.files.startUpload('images', new Blob([new Uint8Array(64)], { type: 'image/png' }), name).done;
  const [url, urlSmall] = await Promise.all([file('a.png'), file('a-800.png')]);
  await b.docs.setFields('bench/image', { backgroundImageUrl: url, backgroundImageUrlSmall: urlSmall });
  const typed = (n: number) => (email: string) => imageFieldWrite('backgroundImageUrl', { url: `/demo/${n}.svg` }, email);
  for (let i = 1; i <= REVISIONS_KEPT; i++) await saveFields(b, 'bench/image', typed(i));
  out['a save pruning a revision that held image files'] = await cost(() =>
    saveFields(b, 'bench/image', typed(REVISIONS_KEPT + 1)),
  );
  b.close();
  return out;
}

/** From a click on Save in a text editor to the notice offering Undo, in the demo build (ms, each run). */
async function saveToNotice(runs: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  try {
    const ctx = await browser.newContext({ locale: 'it-IT' });
    const p = await ctx.newPage();
    await p.goto(BASE + '/gestione-7f3c9e');
    await p.getByLabel('E-mail').fill('admin@locanda.test');
    await p.getByLabel('Password').fill('locanda-demo');
    await p.getByRole('button', { name: 'Accedi' }).click();
    await p.waitForURL(BASE + '/');
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await p.getByRole('button', { name: /^Modifica primo paragrafo/ }).click();
      const form = p.getByRole('form', { name: 'Modifica primo paragrafo' });
      await form.getByLabel('Italiano').fill(`Misura ${i}`);
      // The page notes the click and the notice itself, free of the test driver's polling.
      await p.evaluate(() => {
        const w = window as unknown as { benchSave?: { clicked?: number; shown?: number } };
        w.benchSave = {};
        document.addEventListener('click', () => (w.benchSave!.clicked ??= performance.now()), { capture: true, once: true });
        const status = [...document.querySelectorAll('[role="status"][aria-live="polite"]')].at(-1)!;
        new MutationObserver((_, obs) => {
          if (status.textContent === 'Modifica salvata.') {
            w.benchSave!.shown = performance.now();
            obs.disconnect();
          }
        }).observe(status, { childList: true, characterData: true, subtree: true });
      });
      await form.getByRole('button', { name: 'Salva' }).click();
      await p.waitForFunction(() => (window as unknown as { benchSave: { shown?: number } }).benchSave.shown !== undefined);
      const t = await p.evaluate(() => {
        const s = (window as unknown as { benchSave: { clicked: number; shown: number } }).benchSave;
        return s.shown - s.clicked;
      });
      times.push(Math.round(t));
      await p.getByRole('button', { name: 'Chiudi l’avviso' }).click();
    }
    await ctx.close();
    return times;
  } finally {
    await browser.close();
  }
}

function printHistory(costs: Record<string, SaveCost>, times: number[]) {
  console.log('\nHistory: what one save costs (reads and writes as Firestore bills them; a plain save is 0 + 1)');
  console.table(costs);
  console.log(`Save → notice with Undo (demo build): ${times.join(', ')} ms; median ${median(times)} ms`);
}

async function main() {
  mkdirSync('bench', { recursive: true });
  if (process.env.BENCH_ONLY === 'publish') {
    const publishing = await benchPublish();
    if (!printPublish(publishing)) process.exitCode = 1;
    writeFileSync('bench/results.json', JSON.stringify({ date: new Date().toISOString(), publishing }, null, 2));
    return;
  }
  console.log('Building the demo and the Firebase builds…');
  build('dist-bench-local', {});
  // Lighthouse measures the demo build as `npm run build` makes it, beside the same pages without scripts.
  if (WITH_STATIC && process.env.BENCH_ONLY !== 'bundles' && process.env.BENCH_ONLY !== 'history')
    console.log(`${writeStaticCopies('dist-bench-local')} static copies (no scripts) under ${STATIC_PREFIX}`);
  build('dist-bench-firebase', {
    LOCANDA_GALLERY_PHOTOS: String(GALLERY_PHOTOS),
    VITE_SITE_URL: 'https://www.locanda.example',
    VITE_FIREBASE_API_KEY: 'placeholder-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-locanda.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'demo-locanda',
    VITE_FIREBASE_STORAGE_BUCKET: 'demo-locanda.appspot.com',
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  });
  const local = await firstVisits('dist-bench-local', PORT + 1);
  const firebase = await firstVisits('dist-bench-firebase', PORT + 2);
  const bundles = Object.fromEntries(ROUTES.map((r) => [r, { local: local[r], firebase: firebase[r] }]));
  console.log(
    `\nA first visit, as fetched in Chromium: JavaScript and CSS (gzip, KB), reads (the Firebase build's gallery has ${GALLERY_PHOTOS} photos)`,
  );
  console.table(
    Object.fromEntries(
      ROUTES.map((r) => [
        r,
        {
          'demo JS': local[r].jsGzipKB,
          'demo CSS': local[r].cssGzipKB,
          'demo reads': local[r].reads,
          'Firebase JS': firebase[r].jsGzipKB,
          'Firebase CSS': firebase[r].cssGzipKB,
          'Firestore/Google requests': firebase[r].googleRequests,
        },
      ]),
    ),
  );
  for (const problem of overBudget(local, firebase)) {
    console.error(`Over budget: ${problem}.`);
    process.exitCode = 1;
  }

  if (process.env.BENCH_ONLY === 'bundles') {
    writeFileSync('bench/results.json', JSON.stringify({ date: new Date().toISOString(), bundles }, null, 2));
    return;
  }

  const server = await serve('dist-bench-local', PORT);
  try {
    if (process.env.BENCH_ONLY === 'history') {
      const history = { costs: await historyCosts(), saveToNoticeMs: await saveToNotice(5) };
      printHistory(history.costs, history.saveToNoticeMs);
      writeFileSync('bench/results.json', JSON.stringify({ date: new Date().toISOString(), bundles, history }, null, 2));
      return;
    }
    console.log(
      `\nLighthouse (mobile), ${RUNS} runs per route of the site${WITH_STATIC ? ' and of its static copy' : ''}, quiet and under load…`,
    );
    const lh = await lighthouseRuns();
    printLighthouse(lh);
    if (process.env.BENCH_ONLY === 'lighthouse') {
      writeFileSync('bench/results.json', JSON.stringify({ date: new Date().toISOString(), bundles, lighthouse: lh }, null, 2));
      return;
    }
    console.log('Reads per page view, the upload path…');
    const ru = await readsAndUpload();
    console.table(ru.reads);
    console.log(`Home page: ${ru.homeReadsAtLoad} reads at load, ${ru.homeReadsAfterStay} after ${ru.stayMs / 1000} s`);
    const main = ru.upload.stored.find((s) => !s.key.includes('-800.'));
    const small = ru.upload.stored.find((s) => s.key.includes('-800.'));
    console.log(
      `Upload of a 12 MP photo: ${(ru.upload.originalBytes / 1024).toFixed(0)} KB → ${((main?.bytes ?? 0) / 1024).toFixed(0)} KB (${main?.type}) + ${((small?.bytes ?? 0) / 1024).toFixed(0)} KB 800 px variant, ${ru.upload.ms} ms`,
    );
    const history = { costs: await historyCosts(), saveToNoticeMs: await saveToNotice(QUICK ? 3 : 10) };
    printHistory(history.costs, history.saveToNoticeMs);
    const publishing = await benchPublish();
    if (!printPublish(publishing)) process.exitCode = 1;
    const results = { date: new Date().toISOString(), bundles, lighthouse: lh, ...ru, history, publishing };
    writeFileSync('bench/results.json', JSON.stringify(results, null, 2));
    console.log('\nWritten to bench/results.json');
  } finally {
    stop(server);
  }
}

await main();
