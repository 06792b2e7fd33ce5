/**
 * The structured data (schema.org JSON-LD) the pages publish, typed with schema-dts so that a property a
 * type does not have fails the typecheck: the guesthouse as a BedAndBreakfast, each room as a HotelRoom
 * that is also a Product (schema.org's hotel guide, to carry its Offer), services as Service and
 * experiences as TouristTrip (with an Offer at the price per person its Italian text names), each provided by the
 * house and named by one `@id` in every language. Texts in the page's language.
 */
import type {
  BedAndBreakfastLeaf,
  GeoCoordinatesLeaf,
  HotelRoomLeaf,
  PostalAddressLeaf,
  ProductLeaf,
  ServiceLeaf,
  TouristTripLeaf,
  WithContext,
} from 'schema-dts';
import type { CatalogueKind } from './catalogue';
import { LANGUAGES, type Lang } from './constants';
import { stayTimes } from './intl';
import { pickText } from './localized';
import { HOME_PATH, localizedPath } from './paths';
import { priceAmount } from './price';
import { isValidImageUrl } from './urls';

type Data = Record<string, unknown>;

/** A room on offer: a HotelRoom and a Product at once (schema-dts types one type per object: joined here). */
export type RoomProduct = Omit<HotelRoomLeaf, '@type'> & Omit<ProductLeaf, '@type'> & { '@type': ['HotelRoom', 'Product'] };

/** The house's identifier in the page, which its rooms, services and experiences refer to. */
export const lodgingId = (siteUrl: string) => `${siteUrl}/#lodging`;

const absolute = (siteUrl: string, url: string) => (url.startsWith('/') ? siteUrl + url : url);

/**
 * The owner's one-line address as a postal address: `Street 12, 05018 Town (TR), Italia` gives each part;
 * an address in another shape stays whole as its street address.
 */
export function postalAddress(text: string): PostalAddressLeaf {
  const m = /^(.+?),\s*(\d{5})\s+([^,(]+?)\s*(?:\(([A-Za-z]{2})\))?\s*(?:,\s*(.+))?$/.exec(text.trim());
  const country = (name?: string) => (!name || /^(italia|italy|italien|italie)$/i.test(name.trim()) ? 'IT' : name.trim());
  if (!m) return { '@type': 'PostalAddress', streetAddress: text.trim(), addressCountry: 'IT' };
  return {
    '@type': 'PostalAddress',
    streetAddress: m[1].trim(),
    postalCode: m[2],
    addressLocality: m[3].trim(),
    ...(m[4] ? { addressRegion: m[4].toUpperCase() } : {}),
    addressCountry: country(m[5]),
  };
}

/** Where the owner's map puts the house (its link's or its embed's marker), when it says. */
export function mapGeo(map: Data | null | undefined): GeoCoordinatesLeaf | undefined {
  const coordinates = [
    /[?&]mlat=(-?\d+(?:\.\d+)?)&mlon=(-?\d+(?:\.\d+)?)/,
    /[?&]marker=(-?\d+(?:\.\d+)?)(?:%2C|,)(-?\d+(?:\.\d+)?)/i,
    /[?&](?:q|ll|center)=(-?\d+(?:\.\d+)?)(?:%2C|,)\s*(-?\d+(?:\.\d+)?)/i,
    /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/,
  ];
  for (const field of ['mapLinkUrl', 'iframeSrc'])
    for (const re of coordinates) {
      const m = typeof map?.[field] === 'string' ? re.exec(map[field]) : null;
      const [lat, lon] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
      if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180) return { '@type': 'GeoCoordinates', latitude: lat, longitude: lon };
    }
  return undefined;
}

/** The rooms' prices as a range (`€80–160`), from those written as amounts. */
export function priceRange(rooms: Data[]): string | undefined {
  const amounts = rooms.map((r) => priceAmount(r.price)).filter((n): n is number => n !== null);
  if (!amounts.length) return undefined;
  const [min, max] = [Math.min(...amounts), Math.max(...amounts)];
  return min === max ? `€${min}` : `€${min}–${max}`;
}

/** A listing's page URL in the language shown. */
const listingUrl = (siteUrl: string, kind: CatalogueKind, id: string, lang: Lang) =>
  siteUrl + localizedPath(`${kind.path}/${encodeURIComponent(id)}`, lang);

/** A listing's identifier, the same in every language's page (its Italian URL, the x-default, and its kind). */
const listingId = (siteUrl: string, kind: CatalogueKind, id: string) =>
  `${siteUrl}${kind.path}/${encodeURIComponent(id)}#${kind.id === 'rooms' ? 'room' : kind.id === 'services' ? 'service' : 'experience'}`;

/**
 * The price per person an experience's Italian text names (`35 € a persona`, `€ 12,50 per persona`), from its
 * description or its text blocks; null where none is named.
 */
export function perPersonPrice(d: Data): number | null {
  const blocks = Array.isArray(d.detailContent) ? (d.detailContent as Data[]) : [];
  const texts = [d.description, ...blocks.filter((b) => b?.type === 'text').map((b) => b.value)];
  const amount = /(?:€\s*(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s*€)\s*(?:a|per)\s+persona\b/i;
  for (const text of texts) {
    const m = amount.exec(pickText(text, 'it') ?? '');
    if (m) return priceAmount(m[1] ?? m[2]);
  }
  return null;
}

/** An offer at a price in euros per night or per person. */
const offer = (url: string, price: number, per: 'night' | 'person') =>
  ({
    '@type': 'Offer',
    url,
    priceCurrency: 'EUR',
    price,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'EUR',
      // UN/CEFACT common codes: DAY for a night's stay, IE for a person.
      unitCode: per === 'night' ? 'DAY' : 'IE',
      unitText: per,
    },
  }) as const;

export interface LodgingInput {
  siteUrl: string;
  lang: Lang;
  siteName: string;
  footer: Data;
  map: Data | null;
  rooms: { id: string; data: Data }[];
  roomKind: CatalogueKind;
  image: string;
  cin?: string;
  vatNumber?: string;
}

/** The guesthouse (the homepage's structured data). */
export function lodgingData(input: LodgingInput): WithContext<BedAndBreakfastLeaf> {
  const { siteUrl, lang, footer: f } = input;
  const address = pickText(f.address, lang);
  const email = pickText(f.email, lang);
  const geo = mapGeo(input.map);
  const range = priceRange(input.rooms.map((r) => r.data));
  return {
    '@context': 'https://schema.org',
    '@type': 'BedAndBreakfast',
    '@id': lodgingId(siteUrl),
    name: input.siteName,
    url: siteUrl + localizedPath(HOME_PATH, lang),
    description: pickText(f.description, lang),
    ...(address ? { address: postalAddress(address) } : {}),
    ...(geo ? { geo } : {}),
    ...(range ? { priceRange: range } : {}),
    telephone: pickText(f.phone, lang),
    ...(email ? { email } : {}),
    // The earliest check-in and the latest check-out the owner's texts name (Italian, the one every language falls back to).
    checkinTime: stayTimes(f).checkIn,
    checkoutTime: stayTimes(f).checkOut,
    availableLanguage: [...LANGUAGES],
    image: absolute(siteUrl, input.image),
    containsPlace: input.rooms.map((r) => ({ '@type': 'HotelRoom', '@id': listingId(siteUrl, input.roomKind, r.id) })),
    // The national identification code of Italian accommodation (CIN).
    ...(input.cin ? { identifier: { '@type': 'PropertyValue', propertyID: 'CIN', value: input.cin } } : {}),
    // The Italian VAT number (partita IVA), in its European form.
    ...(input.vatNumber ? { vatID: `IT${input.vatNumber}` } : {}),
  };
}

/** A room, service or experience (its page's structured data). */
export function listingData(
  kind: CatalogueKind,
  item: { id: string; data: Data },
  page: { siteUrl: string; lang: Lang },
): WithContext<RoomProduct> | WithContext<ServiceLeaf> | WithContext<TouristTripLeaf> {
  const { siteUrl, lang } = page;
  const d = item.data;
  const name = pickText(d[kind.titleField], lang) ?? '';
  const description = pickText(d[kind.textField], lang);
  const url = listingUrl(siteUrl, kind, item.id, lang);
  const image = isValidImageUrl(d.imageUrl) ? absolute(siteUrl, d.imageUrl) : undefined;
  const house = { '@type': 'BedAndBreakfast' as const, '@id': lodgingId(siteUrl) };
  const common = {
    '@id': listingId(siteUrl, kind, item.id),
    name,
    url,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
  };
  if (kind.id === 'rooms') {
    const amount = priceAmount(d.price);
    return {
      '@context': 'https://schema.org',
      '@type': ['HotelRoom', 'Product'],
      ...common,
      containedInPlace: house,
      ...(amount !== null ? { offers: offer(url, amount, 'night') } : {}),
    };
  }
  if (kind.id === 'services') return { '@context': 'https://schema.org', '@type': 'Service', ...common, provider: house };
  const perPerson = perPersonPrice(d);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    ...common,
    provider: house,
    ...(perPerson !== null ? { offers: offer(url, perPerson, 'person') } : {}),
  };
}
