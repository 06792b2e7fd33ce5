// Where the browser tests' and the benchmark's Chromium lives: CHROME_PATH, Debian's packages, or Playwright's download ('').
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's headless shell (package chromium-headless-shell): the same engine without the browser's interface. */
const SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the browser tests: CHROME_PATH, else Debian's headless shell (what Playwright itself runs
 * headless tests in; the whole suite takes about a fifth less time than in the full browser on two cores),
 * else Debian's chromium, else Playwright's own (''), else undefined. The benchmark passes `{ shell: false }`:
 * Lighthouse measures in the full browser.
 */
export function chromiumPath({ shell = true } = {}) {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (shell && existsSync(SHELL)) return SHELL;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return '';
  } catch {
    // no download either
  }
  return undefined;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * The browser tests' flags: text measured as the full browser measures it (the headless shell otherwise
 * rounds each glyph to whole pixels, and a line near its end wraps differently: tests/e2e/firstVisit.spec.ts).
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--font-render-hinting=none'];
