import { chromium } from '@playwright/test';
const [,, base, out, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--disable-quic','--no-first-run'] });
for (const spec of routes) {
  const [route, width] = spec.split('@');
  const ctx = await browser.newContext({ viewport: { width: Number(width || 1280), height: 900 } });
  await ctx.addCookies([{ name: 'siteCookieConsent', value: 'true', url: base }]);
  const page = await ctx.newPage();
  page.on('console', m => { if (m.type() === 'error') console.log('console:', m.text()); });
  page.on('pageerror', e => console.log('pageerror:', e.message));
  await page.goto(base + route);
  await page.waitForTimeout(2000);
  const name = `${out}/${route.replace(/[\/?=&]/g, '_')}-${width || 1280}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
  await ctx.close();
}
await browser.close();
