// Finds a Chromium for the browser tests: CHROME_PATH, then /usr/bin/chromium, then Playwright's own.
// On a machine with none, tries Playwright's download once; if that fails too, stops with a hint.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromiumPath } from './chromium.mjs';

if (!chromiumPath()) {
  console.log('No Chromium found: trying `npx playwright install chromium`…');
  try {
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  } catch {
    // fall through to the hint
  }
  if (!chromiumPath()) {
    console.error('Browser tests need Chromium: install it (Debian: apt-get install chromium) or set CHROME_PATH.');
    process.exit(1);
  }
}
if (process.env.CHROME_PATH && !existsSync(process.env.CHROME_PATH)) {
  console.error(`CHROME_PATH points to a missing file: ${process.env.CHROME_PATH}`);
  process.exit(1);
}
