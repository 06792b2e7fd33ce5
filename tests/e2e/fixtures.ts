import { test as base, expect, type Page } from '@playwright/test';

export const OWNER = { email: 'admin@locanda.test', password: 'locanda-demo' };
export const ADMIN_PATH = '/gestione-7f3c9e';

/** Each test gets a fresh browser context, so a fresh demo database; the cookie notice is pre-accepted unless asked. */
export const test = base.extend<{ acceptCookies: boolean }>({
  acceptCookies: [true, { option: true }],
  page: async ({ page, acceptCookies, baseURL }, use) => {
    if (acceptCookies)
      await page.context().addCookies([{ name: 'siteCookieConsent', value: 'true', url: baseURL! }]);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await use(page);
    // The product never uses window.alert/confirm/prompt.
    expect(dialogs).toEqual([]);
  },
});
export { expect };

export async function signIn(page: Page) {
  await page.goto(ADMIN_PATH);
  await page.getByLabel(/e-mail/i).fill(OWNER.email);
  await page.getByLabel(/password/i).fill(OWNER.password);
  await page.getByRole('button', { name: /accedi|sign in/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function reads(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __locandaStats: { reads: number } }).__locandaStats.reads);
}
