// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UNDELETABLE_LINK_IDS, linkIdFromLabel, linkTarget, nextLinkOrder, normalizeLinkPath } from '../../src/content/settings';
import { defaultSiteSettings, linkLabelIn, readSiteSettings, visibleLinks } from '../../src/content/siteSettings';
import type { NavbarLink } from '../../src/content/types';

const link = (over: Partial<NavbarLink>): NavbarLink => ({
  id: 'x',
  label: { it: 'X' },
  path: '/x',
  order: 10,
  enabled: true,
  type: 'link',
  ...over,
});

describe('linkIdFromLabel', () => {
  it('lower-cases, turns spaces to dashes and removes non-word characters', () => {
    expect(linkIdFromLabel('Offerte Speciali')).toBe('offerte-speciali');
    expect(linkIdFromLabel('  Offerte   Speciali  ')).toBe('offerte-speciali');
    expect(linkIdFromLabel('Chi siamo?!')).toBe('chi-siamo');
  });

  it('folds accents', () => {
    expect(linkIdFromLabel('Città d’arte')).toBe('citta-darte');
    expect(linkIdFromLabel('Événements à Orvieto')).toBe('evenements-a-orvieto');
  });

  it('adds -2, -3… when the id is taken', () => {
    expect(linkIdFromLabel('Offerte Speciali', ['offerte-speciali'])).toBe('offerte-speciali-2');
    expect(linkIdFromLabel('Offerte Speciali', new Set(['offerte-speciali', 'offerte-speciali-2']))).toBe('offerte-speciali-3');
    expect(linkIdFromLabel('Home', ['home'])).toBe('home-2');
  });

  it('never gives an empty id', () => {
    expect(linkIdFromLabel('!!!')).toBe('link');
    expect(linkIdFromLabel('???', ['link'])).toBe('link-2');
  });
});

describe('normalizeLinkPath', () => {
  it('gives a path without a leading slash one, trimmed', () => {
    expect(normalizeLinkPath('offerte')).toBe('/offerte');
    expect(normalizeLinkPath(' offerte ')).toBe('/offerte');
    expect(normalizeLinkPath('/offerte')).toBe('/offerte');
  });
});

describe('nextLinkOrder', () => {
  it('is 10 × (current count + 1)', () => {
    expect(nextLinkOrder([])).toBe(10);
    expect(nextLinkOrder(defaultSiteSettings().navbarLinks)).toBe(80);
    expect(nextLinkOrder([link({ order: 500 }), link({ order: 3 })])).toBe(30);
  });
});

describe('visibleLinks', () => {
  it('keeps enabled links only, in ascending order, without touching the input', () => {
    const input = [
      link({ id: 'c', order: 30 }),
      link({ id: 'a', order: 10 }),
      link({ id: 'off', order: 5, enabled: false }),
      link({ id: 'b', order: 20 }),
    ];
    const copy = structuredClone(input);
    expect(visibleLinks(input).map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(input).toEqual(copy);
  });
});

describe('defaultSiteSettings', () => {
  it('has the product name and the seven sections in steps of ten, all enabled', () => {
    const d = defaultSiteSettings();
    expect(d.siteName).toBe('Locanda');
    expect(d.navbarLinks.map((l) => [l.id, l.path, l.order])).toEqual([
      ['home', '/', 10],
      ['camere', '/camere', 20],
      ['servizi', '/servizi', 30],
      ['esperienze', '/esperienze', 40],
      ['galleria', '/galleria', 50],
      ['posizione', '/posizione', 60],
      ['contatti', '/contatti', 70],
    ]);
    expect(d.navbarLinks.every((l) => l.enabled)).toBe(true);
    expect(d.navbarLinks.filter((l) => l.type !== 'link').map((l) => l.type)).toEqual([
      'submenu_rooms',
      'submenu_services',
      'submenu_experiences',
    ]);
    expect(UNDELETABLE_LINK_IDS).toEqual(['home', 'camere', 'servizi']);
  });
});

describe('readSiteSettings', () => {
  it('gives the defaults for a missing document', () => {
    expect(readSiteSettings(null)).toEqual(defaultSiteSettings());
    expect(readSiteSettings(undefined)).toEqual(defaultSiteSettings());
  });

  it('keeps well-formed values', () => {
    const s = readSiteSettings({
      siteName: 'Casa Rossa',
      siteLogoUrl: '/logo.svg',
      navbarLinks: [link({ id: 'a', label: { it: 'A', de: 'Ä' } })],
    });
    expect(s.siteName).toBe('Casa Rossa');
    expect(s.siteLogoUrl).toBe('/logo.svg');
    expect(s.navbarLinks).toEqual([link({ id: 'a', label: { it: 'A', de: 'Ä' } })]);
  });

  it('reads an older plain-string label as the Italian one', () => {
    const s = readSiteSettings({ navbarLinks: [{ id: 'offerte', label: 'Offerte', path: '/offerte', order: 80 }] });
    expect(s.navbarLinks[0].label).toEqual({ it: 'Offerte' });
  });

  it('drops or defaults whatever is malformed', () => {
    const s = readSiteSettings({
      siteName: '   ',
      siteLogoUrl: 42,
      navbarLinks: [
        null,
        'home',
        { id: 'no-path' },
        { path: '/no-id' },
        { id: 'bare', path: '/bare' },
        { id: 'odd', label: 7, path: '/odd', order: 'first', enabled: 'no', type: 'submenu_everything' },
        { id: 'off', label: 'Off', path: '/off', order: 5, enabled: false, type: 'submenu_rooms' },
      ],
    });
    expect(s.siteName).toBe('Locanda');
    expect(s.siteLogoUrl).toBe('');
    expect(s.navbarLinks).toEqual([
      { id: 'bare', label: {}, path: '/bare', order: Number.MAX_SAFE_INTEGER, enabled: true, type: 'link' },
      { id: 'odd', label: {}, path: '/odd', order: Number.MAX_SAFE_INTEGER, enabled: true, type: 'link' },
      { id: 'off', label: { it: 'Off' }, path: '/off', order: 5, enabled: false, type: 'submenu_rooms' },
    ]);
  });

  it('falls back to the default links when navbarLinks is not a list', () => {
    expect(readSiteSettings({ navbarLinks: { home: true } }).navbarLinks).toEqual(defaultSiteSettings().navbarLinks);
  });
});

describe('linkLabelIn', () => {
  const offers = link({ id: 'offerte', label: { it: 'Offerte', en: 'Special offers' } });
  const rooms = link({ id: 'camere', label: { it: 'Le stanze' } });

  it("gives the owner's label in the language, else Italian, else the id", () => {
    expect(linkLabelIn(offers, 'en')).toBe('Special offers');
    expect(linkLabelIn(offers, 'de')).toBe('Offerte');
    expect(linkLabelIn(link({ id: 'senza', label: {} }), 'de')).toBe('senza');
  });

  it("gives one of the site's own links the site's word where the owner wrote none", () => {
    expect(linkLabelIn(rooms, 'it', 'Camere')).toBe('Le stanze');
    expect(linkLabelIn(rooms, 'en', 'Rooms')).toBe('Rooms');
  });
});

describe('linkTarget', () => {
  it.each([
    ['/', 'page'],
    ['/camere', 'page'],
    ['/camere/', 'page'],
    ['/contatti?interest=Suite#form', 'page'],
    ['/galleria', 'page'],
    ['https://example.com/x', 'outside'],
    ['mailto:info@example.com', 'outside'],
    ['/offerte', 'nowhere'],
    ['/camere/a/b', 'nowhere'],
    ['/%E0%A4%A', 'nowhere'],
  ])('%s leads to a %s', (path, kind) => {
    expect(linkTarget(path).kind).toBe(kind);
  });

  it("names the document of a listing's page", () => {
    expect(linkTarget('/esperienze/caccia-al-tartufo')).toEqual({ kind: 'item', doc: 'experiences/caccia-al-tartufo' });
    expect(linkTarget('/camere/camera%20uno')).toEqual({ kind: 'item', doc: 'rooms/camera uno' });
  });
});
