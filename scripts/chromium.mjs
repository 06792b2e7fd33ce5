// Where the browser tests' and the benchmark's Chromium lives: CHROME_PATH, /usr/bin/chromium, or Playwright's download (undefined).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function chromiumPath() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
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
