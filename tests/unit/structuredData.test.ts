// @vitest-environment node
/**
 * The structured data, typed with schema-dts: a property schema.org does not give a type fails the
 * typecheck (the `@ts-expect-error` lines below prove it), and the house's details are read from the
 * owner's texts and map.
 */
import { describe, expect, it } from 'vitest';
import type { HotelRoomLeaf, OfferLeaf, WithContext } from 'schema-dts';
import { KINDS } from '../../src/content/catalogue';
import { lodgingData, listingData, mapGeo, postalAddress, priceRange, type RoomProduct } from '../../src/content/structuredData';
import { demoDocuments } from '../../scripts/demo';

const SITE = 'https://www.locanda.example';

describe('typed as schema.org has it', () => {
  it('refuses what the types do not have', () => {
    const room: WithContext<HotelRoomLeaf> = {
      '@context': 'https://schema.org',
      '@type': 'HotelRoom',
      // @ts-expect-error HotelRoom has no `offers`: a room carries its offer as a Product too.
      offers: [],
    };
    const offer: OfferLeaf = {
      '@type': 'Offer',
      price: 110,
      // @ts-expect-error an Offer has no `unitText`: a price per night is a UnitPriceSpecification.
      unitText: 'night',
    };
    const both: RoomProduct = { '@type': ['HotelRoom', 'Product'], name: 'Camera', offers: offer };
    expect([room, both].length).toBe(2);
  });
});

describe("the house's details", () => {
  it('reads a one-line Italian address into its parts, and keeps another shape whole', () => {
    expect(postalAddress('Località Poggio Aurelio 12, 05018 Orvieto (TR), Italia')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Località Poggio Aurelio 12',
      postalCode: '05018',
      addressLocality: 'Orvieto',
      addressRegion: 'TR',
      addressCountry: 'IT',
    });
    expect(postalAddress('Via Roma 1, 00100 Roma')).toMatchObject({
      postalCode: '00100',
      addressLocality: 'Roma',
      addressCountry: 'IT',
    });
    expect(postalAddress('Strada dei Colli, senza numero')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Strada dei Colli, senza numero',
      addressCountry: 'IT',
    });
  });

  it("finds the house on the owner's map, OpenStreetMap or Google", () => {
    expect(mapGeo({ mapLinkUrl: 'https://www.openstreetmap.org/?mlat=42.7452&mlon=12.2891#map=14/42.7452/12.2891' })).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 42.7452,
      longitude: 12.2891,
    });
    expect(mapGeo({ iframeSrc: 'https://www.google.com/maps/embed?pb=x&q=43.1,11.5' })).toMatchObject({
      latitude: 43.1,
      longitude: 11.5,
    });
    expect(mapGeo({ mapLinkUrl: 'https://maps.app.goo.gl/abc' })).toBeUndefined();
    expect(mapGeo(null)).toBeUndefined();
  });

  it('gives the price range of the rooms written as amounts', () => {
    expect(priceRange([{ price: '95' }, { price: '140,50' }, { price: 'su richiesta' }])).toBe('€95–140.5');
    expect(priceRange([{ price: '80' }])).toBe('€80');
    expect(priceRange([{ price: 'su richiesta' }])).toBeUndefined();
  });

  it('links the house and its rooms both ways, in the language of the page', () => {
    const docs = demoDocuments();
    const rooms = Object.entries(docs)
      .filter(([p]) => p.startsWith('rooms/'))
      .map(([p, data]) => ({ id: p.slice(6), data }));
    const house = lodgingData({
      siteUrl: SITE,
      lang: 'de',
      siteName: 'Locanda',
      footer: docs['footer/info'],
      map: docs['location_page/map'],
      rooms,
      roomKind: KINDS.rooms,
      image: '/demo/hero-hills.svg',
      cin: 'IT055032C2ABCDEFGH',
      vatNumber: '12345678903',
    });
    expect(house).toMatchObject({ '@id': `${SITE}/#lodging`, url: `${SITE}/de`, vatID: 'IT12345678903' });
    expect(house.containsPlace).toContainEqual({ '@type': 'HotelRoom', '@id': `${SITE}/camere/camera-uliveto#room` });
    const room = listingData(
      KINDS.rooms,
      rooms.find((r) => r.id === 'camera-uliveto')!,
      { siteUrl: SITE, lang: 'de' },
    );
    expect(room).toMatchObject({
      '@id': `${SITE}/camere/camera-uliveto#room`,
      url: `${SITE}/de/camere/camera-uliveto`,
      name: 'Zimmer Olivenhain',
      containedInPlace: { '@id': `${SITE}/#lodging` },
    });
    const service = listingData(KINDS.services, { id: 'piscina', data: docs['services/piscina'] }, { siteUrl: SITE, lang: 'it' });
    expect(service).toMatchObject({ '@type': 'Service', provider: { '@id': `${SITE}/#lodging` } });
    expect(
      listingData(KINDS.experiences, { id: 'x', data: { title: { it: 'Tartufi' } } }, { siteUrl: SITE, lang: 'it' }),
    ).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Tartufi',
    });
  });

  it('names each room, service and experience by one @id in every language, its page by the language', () => {
    const docs = demoDocuments();
    for (const kind of Object.values(KINDS)) {
      const [path, data] = Object.entries(docs).find(([p]) => p.startsWith(`${kind.collection}/`))!;
      const item = { id: path.slice(kind.collection.length + 1), data };
      const each = (['it', 'en', 'de', 'nl', 'fr'] as const).map((lang) => listingData(kind, item, { siteUrl: SITE, lang }));
      const ids = new Set(each.map((d) => (d as { '@id'?: string })['@id']));
      expect(ids.size).toBe(1);
      expect([...ids][0]).toMatch(new RegExp(`^${SITE}${kind.path}/`));
      expect(new Set(each.map((d) => (d as { url?: string }).url)).size).toBe(5);
    }
  });

  it('offers an experience at the price per person its Italian text names, and nothing where it names none', () => {
    const docs = demoDocuments();
    const wine = listingData(
      KINDS.experiences,
      { id: 'degustazione', data: docs['experiences/degustazione-in-cantina'] },
      { siteUrl: SITE, lang: 'en' },
    );
    expect(wine).toMatchObject({
      offers: {
        '@type': 'Offer',
        price: 35,
        priceCurrency: 'EUR',
        url: `${SITE}/en/esperienze/degustazione`,
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 35, priceCurrency: 'EUR', unitText: 'person' },
      },
    });
    const typed = { description: { it: 'Una passeggiata, 12,50 € a persona.' } };
    expect(listingData(KINDS.experiences, { id: 'x', data: typed }, { siteUrl: SITE, lang: 'it' })).toMatchObject({
      offers: { price: 12.5 },
    });
    const free = { description: { it: 'Gratuita per gli ospiti; un pranzo al sacco su richiesta (15 €).' } };
    expect(listingData(KINDS.experiences, { id: 'x', data: free }, { siteUrl: SITE, lang: 'it' })).not.toHaveProperty('offers');
  });
});
