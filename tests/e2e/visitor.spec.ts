/** Issue "every screen a visitor sees": the public journey, in every language, on desktop and phone. */
import { test, expect, reads, expectImageLoaded, SITE_URL, LANGS, type Lng, languageLink } from './fixtures';
import type { Page } from '@playwright/test';

const FOOTER_EMAIL = 'info@locanda.example';

/** The first featured room on the homepage (rooms ordered by their Italian name): the demo's Camera Fienile, €130. */
const ROOM_ID = 'camera-fienile';
const T: Record<
  Lng,
  {
    room: string;
    firstBlock: string;
    perNight: string;
    check: string;
    interest: string;
    compose: string;
    mailApp: string;
    subject: string;
    roomLine: string;
    guestsLine: string;
    guests: string;
    arrival: string;
    departure: string;
    /** 2026-06-10 and 2026-06-14 as the language writes them. */
    days: [string, string];
  }
> = {
  it: {
    room: 'Camera Fienile',
    firstBlock: 'Dove una volta si ammucchiava il fieno, oggi c’è posto per tutta la famiglia.',
    perNight: 'a notte',
    check: 'Verifica disponibilità',
    interest: 'Richiesta per',
    compose: 'Scrivi l’e-mail',
    mailApp: 'Usa il tuo programma di posta',
    subject: 'Richiesta di disponibilità – Locanda',
    roomLine: 'Camera di interesse: ',
    guestsLine: 'Numero di persone: ',
    guests: 'Numero di persone',
    arrival: 'Data di arrivo',
    departure: 'Data di partenza',
    days: ['10 giugno 2026', '14 giugno 2026'],
  },
  en: {
    room: 'Hayloft Family Room',
    firstBlock: 'Where hay was once stacked to the rafters, there is now room for the whole family.',
    perNight: 'per night',
    check: 'Check availability',
    interest: 'Enquiry about',
    compose: 'Write the e-mail',
    mailApp: 'Use your mail app',
    subject: 'Availability request – Locanda',
    roomLine: 'Room of interest: ',
    guestsLine: 'Number of people: ',
    guests: 'Number of guests',
    arrival: 'Arrival date',
    departure: 'Departure date',
    days: ['10 June 2026', '14 June 2026'],
  },
  de: {
    room: 'Familienzimmer Heuboden',
    firstBlock: 'Wo sich früher das Heu bis unters Dach stapelte, hat heute die ganze Familie Platz.',
    perNight: 'pro Nacht',
    check: 'Verfügbarkeit prüfen',
    interest: 'Anfrage zu',
    compose: 'E-Mail verfassen',
    mailApp: 'Ihr E-Mail-Programm verwenden',
    subject: 'Anfrage zur Verfügbarkeit – Locanda',
    roomLine: 'Gewünschtes Zimmer: ',
    guestsLine: 'Anzahl der Personen: ',
    guests: 'Anzahl der Personen',
    arrival: 'Anreisedatum',
    departure: 'Abreisedatum',
    days: ['10. Juni 2026', '14. Juni 2026'],
  },
  nl: {
    room: 'Familiekamer Hooizolder',
    firstBlock: 'Waar vroeger het hooi tot aan de nok lag opgestapeld, is nu ruimte voor het hele gezin.',
    perNight: 'per nacht',
    check: 'Beschikbaarheid bekijken',
    interest: 'Aanvraag voor',
    compose: 'E-mail opstellen',
    mailApp: 'Uw e-mailprogramma gebruiken',
    subject: 'Aanvraag beschikbaarheid – Locanda',
    roomLine: 'Gewenste kamer: ',
    guestsLine: 'Aantal personen: ',
    guests: 'Aantal personen',
    arrival: 'Aankomstdatum',
    departure: 'Vertrekdatum',
    days: ['10 juni 2026', '14 juni 2026'],
  },
  fr: {
    room: 'Chambre familiale du Fenil',
    firstBlock: 'Là où l’on entassait autrefois le foin jusqu’aux poutres, toute la famille trouve aujourd’hui sa place.',
    perNight: 'la nuit',
    check: 'Vérifier les disponibilités',
    interest: 'Demande concernant',
    compose: 'Rédiger l’e-mail',
    mailApp: 'Utiliser votre messagerie',
    subject: 'Demande de disponibilité – Locanda',
    roomLine: 'Chambre souhaitée\u00a0: ',
    guestsLine: 'Nombre de personnes\u00a0: ',
    guests: 'Nombre de personnes',
    arrival: 'Date d’arrivée',
    departure: 'Date de départ',
    days: ['10 juin 2026', '14 juin 2026'],
  },
};

/** Parses a mailto: link the way a mail program does (RFC 6068). */
function parseMailto(href: string) {
  expect(href).toMatch(/^mailto:/);
  const [to, query = ''] = href.slice('mailto:'.length).split('?');
  const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
  return { to: decodeURIComponent(to), subject: params.get('subject') ?? '', body: params.get('body') ?? '', rawQuery: query };
}

/** Either line-break form is fine in a web-mail link (%0A or %0D%0A); compare on LF. */
function lf(s: string | null): string {
  return (s ?? '').replace(/\r\n/g, '\n');
}

function rawParam(href: string, name: string): string {
  return new RegExp(`[?&]${name}=([^&]*)`).exec(href)?.[1] ?? '';
}

/** The homepage has settled: its featured rooms and preview services are on screen. */
async function homeSettled(page: Page) {
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(6);
  await expect(cards.nth(0).locator('h3')).toHaveText(/\S/);
}

for (const lng of LANGS) {
  test(`desktop journey in ${lng}: home → room → availability e-mail`, async ({ page }) => {
    const t = T[lng];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/?lng=${lng}`);
    await homeSettled(page);

    // The first featured card is the first room by Italian name.
    const card = page.locator('main article').first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(t.room);
    await expect(card).toContainText(t.perNight);
    await card.getByRole('link', { name: t.room }).click();

    await expect(page).toHaveURL(new RegExp(`/camere/${ROOM_ID}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.room);
    const price = page.locator('main article p').filter({ hasText: t.perNight });
    await expect(price).toHaveCount(1);
    await expect(price).toContainText('130');
    await expect(price).toContainText('€');
    // Detail blocks: the first text block in this language, and the image block.
    await expect(page.getByText(t.firstBlock, { exact: true })).toBeVisible();
    const blockImage = page.locator('main article figure img');
    await expect(blockImage).toHaveCount(1);
    await expectImageLoaded(blockImage);

    await page.getByRole('link', { name: t.check }).click();
    // The page's URL in the language shown.
    // The room's id comes along too, for its nights.
    await expect(page).toHaveURL(
      new RegExp(`${lng === 'it' ? '' : `/${lng}`}/contatti\\?interest=${encodeURIComponent(t.room)}&room=[a-z-]+$`),
    );
    const form = page.locator('main form');
    await expect(form).toContainText(`${t.interest}: ${t.room}`);
    await expect(form.locator('strong')).toHaveText(t.room);

    // Desktop: the form's button opens a web-mail's compose page in a new tab; a plain mailto: link beside it.
    const compose = page.getByTestId('compose');
    await expect(compose).toContainText(t.compose);
    await expect(compose).toHaveAttribute('data-href', /^https:\/\/mail\.google\.com\/mail\/\?view=cm/);
    await page
      .context()
      .route('https://mail.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Mail</title>' }));
    const [tab] = await Promise.all([page.waitForEvent('popup'), compose.click()]);
    expect(tab.url()).toBe(await compose.getAttribute('data-href'));
    await tab.close();
    const footerEmail = (await page.locator('footer a[href^="mailto:"]').textContent())?.replace(/^.*:\s*/, '').trim();
    expect(footerEmail).toBe(FOOTER_EMAIL);

    let href = (await compose.getAttribute('data-href'))!;
    let web = new URL(href);
    expect(web.searchParams.get('to')).toBe(footerEmail);
    expect(web.searchParams.get('su')).toBe(t.subject);
    expect(lf(web.searchParams.get('body'))).toContain(`${t.roomLine}${t.room}\n`);
    // Line breaks travel percent-encoded; spaces never as '+'.
    expect(rawParam(href, 'body')).toMatch(/%0D%0A|%0A/);
    expect(rawParam(href, 'body')).not.toMatch(/[\n\r+]/);

    const mailto = form.getByRole('link', { name: t.mailApp, exact: true });
    const plain = parseMailto((await mailto.getAttribute('href'))!);
    expect(plain.to).toBe(FOOTER_EMAIL);
    expect(plain.subject).toBe(t.subject);
    expect(plain.body).toContain(`${t.roomLine}${t.room}`);
    expect(rawParam((await mailto.getAttribute('href'))!, 'body')).toContain('%0D%0A');

    // The optional fields flow into both bodies.
    await form.getByLabel(t.guests).fill('3');
    await form.getByLabel(t.arrival).fill('2026-06-10');
    await form.getByLabel(t.departure).fill('2026-06-14');
    await expect(compose).toHaveAttribute('data-href', new RegExp(encodeURIComponent(t.days[1]).replace(/\./g, '\\.')));
    href = (await compose.getAttribute('data-href'))!;
    web = new URL(href);
    const body = lf(web.searchParams.get('body'));
    expect(body).toContain(`${t.guestsLine}3\n`);
    // Dates as the visitor's language writes them; the times from the owner's check-in and check-out texts.
    expect(body).toContain(`${t.days[0]} 16:00`);
    expect(body).toContain(`${t.days[1]} 12:00`);
    expect(body).not.toContain('2026-06-10');
    const plainBody = parseMailto((await mailto.getAttribute('href'))!).body;
    expect(plainBody).toContain(`${t.guestsLine}3\r\n`);
    expect(plainBody).toContain(`${t.days[0]} 16:00`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the journey ends in a mailto: compose button, in every language', async ({ page }) => {
    await page.goto('/');
    await homeSettled(page);
    await page.locator('main article').first().getByRole('link', { name: T.it.room }).tap();
    await expect(page).toHaveURL(new RegExp(`/camere/${ROOM_ID}$`));
    await page.getByRole('link', { name: T.it.check }).tap();
    await expect(page).toHaveURL(/\/contatti\?interest=/);

    for (const lng of LANGS) {
      const t = T[lng];
      if (lng !== 'it') await page.goto(`/contatti?lng=${lng}&interest=${encodeURIComponent(t.room)}`);
      const compose = page.getByTestId('compose');
      await expect(compose).toContainText(t.compose);
      await expect(compose).toHaveAttribute('data-href', /^mailto:/);
      // No second, web-mail way on a phone.
      await expect(page.getByRole('link', { name: t.mailApp })).toHaveCount(0);
      const m = parseMailto((await compose.getAttribute('data-href'))!);
      expect(m.to).toBe(FOOTER_EMAIL);
      expect(m.subject).toBe(t.subject);
      expect(m.body).toContain(`${t.roomLine}${t.room}\r\n`);
      expect(m.rawQuery).toContain('%0D%0A');
    }
    await page.getByLabel(T.fr.guests).fill('2');
    await expect(page.getByTestId('compose')).toHaveAttribute('data-href', new RegExp(encodeURIComponent(`${T.fr.guestsLine}2`)));
  });

  test('a menu opened while the next page is on its way stays open when that page appears', async ({ page }) => {
    await page.goto('/');
    await homeSettled(page);
    const title = page.locator('main h1');
    const home = await title.textContent();
    // The gallery's code comes late (a slow connection): meanwhile the home page stays on screen.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/GalleryPage-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // A move inside the application, as its links make it.
    await page.evaluate(() => {
      history.pushState(null, '', '/galleria');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const toggle = page.getByRole('banner').locator('[data-menu-toggle]');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(title).toHaveText(home!);
    release();
    await expect(title).not.toHaveText(home!);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Posizione' })).toBeVisible();
  });
});

test.describe('on an iPad', () => {
  const IPAD_UA =
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  test.use({ viewport: { width: 1024, height: 1366 }, hasTouch: true, isMobile: true, userAgent: IPAD_UA });

  test('the request opens the mail app, as on a phone, though the screen is as wide as a laptop’s', async ({ page }) => {
    await page.goto(`/contatti?interest=${encodeURIComponent(T.it.room)}`);
    await expect(page.getByTestId('compose')).toHaveAttribute('data-href', /^mailto:/);
    await expect(page.getByRole('link', { name: T.it.mailApp })).toHaveCount(0);
  });
});

test.describe('on an iPad with a trackpad (it says it is a Mac)', () => {
  test.use({ viewport: { width: 1024, height: 1366 }, hasTouch: true });

  test('the request still opens the mail app', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 });
    });
    await page.goto(`/contatti?interest=${encodeURIComponent(T.it.room)}`);
    await expect(page.getByTestId('compose')).toHaveAttribute('data-href', /^mailto:/);
  });
});

test('the gallery lightbox works by keyboard', async ({ page }) => {
  await page.goto('/galleria');
  const first = page.getByRole('link', { name: 'Apri la foto 1 di 8' });
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName('Foto 1 di 8');
  // The photo's caption and description, in the visitor's language, with the counter.
  await expect(viewer.locator('figcaption')).toHaveText('La strada che arriva alla Locanda, a fine giugno.1 / 8');
  await expect(viewer.locator('img')).toHaveAttribute('alt', 'Una strada bianca tra i cipressi che sale verso il casale');
  await expect(page.getByRole('button', { name: 'Chiudi' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.locator('figcaption')).toHaveText('2 / 8');
  await expect(viewer).toHaveAccessibleName('Foto 2 di 8');
  await expectImageLoaded(viewer.locator('img'));
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('unknown detail ids say what was not found', async ({ page }) => {
  for (const [path, text] of [
    ['/camere/nope', 'Camera non trovata.'],
    ['/servizi/nope', 'Servizio non trovato.'],
    ['/esperienze/nope', 'Esperienza non trovata.'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

test("a visitor reads no document: the homepage comes with its published data, a submenu with its list page's", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const data: string[] = [];
  page.on('request', (r) => r.url().includes('/page-data/') && data.push(new URL(r.url()).pathname));
  await page.goto('/');
  await homeSettled(page);
  // Every text of the page is in (none still loading), the footer too (the structured data needs it).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(await reads(page)).toBe(0);
  expect(data).toEqual(['/page-data/index.json']);

  const caret = page.getByRole('button', { name: 'Mostra l’elenco: Camere' });
  await caret.click();
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`[id="${await caret.getAttribute('aria-controls')}"]`);
  await expect(list.getByRole('link')).toHaveText(['Camera Fienile', 'Camera Glicine', 'Camera Uliveto', 'Suite della Torretta']);
  // The homepage read all its rooms (it shows the first three in the owner's order): the submenu has them.
  expect(data).toEqual(['/page-data/index.json']);
  // Going to the rooms' page fetches its data, and still reads nothing.
  await list.getByRole('link', { name: 'Camera Uliveto' }).press('Escape');
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'Camere', exact: true })
    .click();
  await expect(page.locator('main article')).toHaveCount(4);
  // (The page may show the homepage's rooms before its own data has been asked for.)
  await expect.poll(() => data).toEqual(['/page-data/index.json', '/page-data/camere.json']);
  expect(await reads(page)).toBe(0);
  // Elsewhere, a submenu's list comes with its list page's data: no read either.
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'Contatti', exact: true })
    .click();
  await expect(page.locator('main h1')).toHaveText('Contatti');
  const experiences = page.getByRole('button', { name: 'Mostra l’elenco: Esperienze' });
  await experiences.click();
  await expect(page.locator(`[id="${await experiences.getAttribute('aria-controls')}"]`).getByRole('link')).toHaveCount(4);
  expect(data).toEqual([
    '/page-data/index.json',
    '/page-data/camere.json',
    '/page-data/contatti.json',
    '/page-data/esperienze.json',
  ]);
  expect(await reads(page)).toBe(0);
});

test.describe('search engines', () => {
  const ROUTES: { path: string; title: RegExp }[] = [
    { path: '/', title: /^Locanda$/ },
    { path: '/camere', title: /^Le camere · Locanda$/ },
    { path: '/camere/camera-uliveto', title: /^Camera Uliveto · Locanda$/ },
    { path: '/servizi', title: /^Servizi · Locanda$/ },
    { path: '/servizi/colazione', title: /^Colazione con prodotti del territorio · Locanda$/ },
    { path: '/esperienze', title: /^Esperienze · Locanda$/ },
    { path: '/esperienze/degustazione-in-cantina', title: /^Degustazione in cantina · Locanda$/ },
    { path: '/galleria', title: /^Galleria · Locanda$/ },
    { path: '/posizione', title: /^Dove siamo · Locanda$/ },
    { path: '/contatti', title: /^Contatti · Locanda$/ },
  ];

  for (const { path, title } of ROUTES) {
    test(`${path} has a title, a description, a canonical URL and hreflang alternates`, async ({ page }) => {
      // The application shell's static description, which every route replaces with its own.
      const indexHtml = await (await page.request.get('/shell.html')).text();
      const indexDescription = /<meta name="description" content="([^"]+)"/.exec(indexHtml)![1];
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      await expect(description).toHaveAttribute('content', /\S{3}/);
      // The route's own text, not index.html's default.
      await expect(description).not.toHaveAttribute('content', indexDescription);
      const url = SITE_URL + path;
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      for (const l of LANGS) {
        const alt = page.locator(`link[rel="alternate"][hreflang="${l}"]`);
        await expect(alt).toHaveCount(1);
        await expect(alt).toHaveAttribute('href', l === 'it' ? url : `${SITE_URL}/${l}${path === '/' ? '' : path}`);
      }
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', url);
    });
  }

  test('a page in another language is canonical under its own address, whichever way it was reached', async ({ page }) => {
    for (const at of ['/de/camere', '/camere?lng=de']) {
      await page.goto(at);
      await expect(page).toHaveTitle('Unsere Zimmer · Locanda');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/de/camere`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${SITE_URL}/camere`);
    }
  });

  test('moving to another page in the application, the head is that page’s alone, in the language picked', async ({ page }) => {
    const one = async (selector: string, attr: string) => {
      await expect(page.locator(selector)).toHaveCount(1);
      return page.locator(selector).getAttribute(attr);
    };
    await page.goto('/camere');
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Galleria', exact: true })
      .click();
    await expect(page).toHaveTitle('Galleria · Locanda');
    await expect.poll(() => one('link[rel="canonical"]', 'href')).toBe(`${SITE_URL}/galleria`);
    expect(await one('meta[property="og:url"]', 'content')).toBe(`${SITE_URL}/galleria`);
    expect(await one('meta[name="description"]', 'content')).toMatch(/\S{3}/);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(LANGS.length + 1);
    await languageLink(page, 'de').click();
    await expect(page).toHaveTitle('Galerie · Locanda');
    await expect.poll(() => one('link[rel="canonical"]', 'href')).toBe(`${SITE_URL}/de/galleria`);
    expect(await one('meta[property="og:locale"]', 'content')).toBe('de_DE');
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(LANGS.length + 1);
  });

  test('structured data: BedAndBreakfast on the homepage, a HotelRoom on offer on a room', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const ld = async () => {
      const s = page.locator('script[type="application/ld+json"]');
      await expect(s).toHaveCount(1);
      return JSON.parse((await s.textContent())!) as Record<string, unknown>;
    };
    await page.goto('/');
    const home = await ld();
    expect(home['@type']).toBe('BedAndBreakfast');
    expect(home.email).toBe(FOOTER_EMAIL);
    expect(home.checkinTime).toBe('16:00');
    expect(home.address).toMatchObject({
      '@type': 'PostalAddress',
      postalCode: '05018',
      addressLocality: 'Orvieto',
      addressCountry: 'IT',
    });
    expect(home.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: 42.7452, longitude: 12.2891 });
    expect(home.priceRange).toMatch(/^€\d+–\d+$/);
    // The saved page's own structured data: its builders are not fetched on a first visit.
    await homeSettled(page);
    expect(scripts.filter((s) => s.includes('structuredData'))).toEqual([]);
    // Moving to a room in the page, the application writes the room's in its place, and in German after
    // the language is switched.
    await page.locator('main').getByRole('link', { name: 'Camera Glicine' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camera Glicine');
    await expect.poll(async () => (await ld()).name).toBe('Camera Glicine');
    await languageLink(page, 'de').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zimmer Glyzinie');
    await expect.poll(async () => (await ld()).url).toBe(`${SITE_URL}/de/camere/camera-glicine`);
    // Reached by its address by a visitor with no language of their own, the saved room page.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/camere/camera-glicine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camera Glicine');
    const room = await ld();
    expect(room['@type']).toEqual(['HotelRoom', 'Product']);
    expect(room.name).toBe('Camera Glicine');
    expect(room.url).toBe(`${SITE_URL}/camere/camera-glicine`);
    expect(room.containedInPlace).toEqual({ '@type': 'BedAndBreakfast', '@id': `${SITE_URL}/#lodging` });
    expect(room.offers).toMatchObject({
      '@type': 'Offer',
      price: 110,
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 110, unitText: 'night' },
    });
  });

  test('the not-found screen is not indexed', async ({ page }) => {
    await page.goto('/nessuna-pagina');
    await expect(page).toHaveTitle('Pagina non trovata · Locanda');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test('the location page frames an OpenStreetMap map and opens directions in a new tab', async ({ page, context }) => {
  // No network here: OpenStreetMap answers with a stub page.
  await context.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mappa</title><p>map</p>' }),
  );
  await page.goto('/posizione');
  await page.getByRole('link', { name: 'Mostra la mappa (OpenStreetMap)' }).click();
  const map = page.locator('main iframe');
  await expect(map).toHaveAttribute('title', 'Mappa con la posizione della locanda');
  const src = new URL((await map.getAttribute('src'))!);
  expect(src.protocol).toBe('https:');
  expect(src.hostname).toBe('www.openstreetmap.org');

  const directions = page.getByRole('link', { name: /Indicazioni stradali/ });
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);
  const href = (await directions.getAttribute('href'))!;
  expect(new URL(href).hostname).toBe('www.openstreetmap.org');
  const [popup] = await Promise.all([page.waitForEvent('popup'), directions.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  await expect(page).toHaveURL(/\/posizione$/);
});
