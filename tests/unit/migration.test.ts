// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { describePlan, migrationPlan } from '../../scripts/migration';

/** Applies a plan to documents, as `npm run migrate -- --apply` writes it. */
function applied(docs: Record<string, Record<string, unknown>>) {
  const out = structuredClone(docs);
  for (const d of migrationPlan(Object.entries(docs))) for (const c of d.changes) out[d.path][c.field] = c.after;
  return out;
}

describe('npm run migrate', () => {
  const specShaped = {
    'rooms/a': {
      name: 'Alloro',
      shortDescription: 'Breve',
      imageUrl: '/demo/room-uliveto.svg',
      price: '90',
      detailContent: [
        { type: 'text', value: 'Un blocco', size: 'normal' },
        { type: 'image', value: '/demo/room-glicine.svg' },
      ],
    },
    'services/s': { title: { it: 'Navetta' }, description: 'Dalla stazione', imageUrl: '/x.svg', order: 20 },
    'homepage/hero': { mainTitle: 'Benvenuti', subtitle: { it: 'Sottotitolo' }, backgroundImageUrl: '/demo/hero.svg' },
    'location_page/map': { iframeSrc: 'https://www.google.com/maps/embed?pb=1' },
    'site_settings/global': {
      siteName: 'Locanda',
      navbarLinks: [
        { id: 'home', label: 'Home', path: '/', order: 10, enabled: true, type: 'link' },
        { id: 'camere', label: { it: 'Camere' }, path: '/camere', order: 20, enabled: true, type: 'submenu_rooms' },
      ],
    },
    'gallery_images/g': { imageUrl: '/demo/g.svg', caption: '', createdAt: 1 },
    'gallery_images/h': { imageUrl: '/demo/h.svg', caption: 'Il portico', createdAt: 2 },
  };

  it('writes the missing order and the plain-string texts and labels as language maps, nothing else', () => {
    const plan = migrationPlan(Object.entries(specShaped));
    expect(plan.map((d) => [d.path, d.changes.map((c) => c.field)])).toEqual([
      ['rooms/a', ['name', 'shortDescription', 'order', 'detailContent']],
      ['services/s', ['description']],
      ['homepage/hero', ['mainTitle']],
      ['site_settings/global', ['navbarLinks']],
      ['gallery_images/h', ['caption']],
    ]);
    const after = applied(specShaped);
    expect(after['rooms/a']).toEqual({
      name: { it: 'Alloro' },
      shortDescription: { it: 'Breve' },
      imageUrl: '/demo/room-uliveto.svg',
      price: '90',
      order: 999,
      detailContent: [
        { type: 'text', value: { it: 'Un blocco' }, size: 'normal' },
        { type: 'image', value: '/demo/room-glicine.svg' },
      ],
    });
    // Image addresses and the map are strings by design, and stay so.
    expect(after['homepage/hero'].backgroundImageUrl).toBe('/demo/hero.svg');
    expect(after['location_page/map']).toEqual(specShaped['location_page/map']);
    expect((after['site_settings/global'].navbarLinks as { label: unknown }[]).map((l) => l.label)).toEqual([
      { it: 'Home' },
      { it: 'Camere' },
    ]);
    expect(after['gallery_images/g'].caption).toBe('');
  });

  it('prints every change before making it', () => {
    const lines = describePlan(migrationPlan(Object.entries(specShaped)));
    expect(lines).toContain('rooms/a');
    expect(lines).toContain('    order: (none) → 999');
    expect(lines).toContain('    name: "Alloro" → {"it":"Alloro"}');
  });

  it('is idempotent: a second run finds nothing', () => {
    expect(migrationPlan(Object.entries(applied(specShaped)))).toEqual([]);
    const demo = demoDocuments();
    // The demo keeps the footer's contact lines as plain strings, as SPEC §3 shows them; nothing else.
    expect(migrationPlan(Object.entries(demo)).map((d) => [d.path, d.changes.map((c) => c.field)])).toEqual([
      ['footer/info', ['address', 'phone', 'email']],
    ]);
    expect(migrationPlan(Object.entries(applied(demo)))).toEqual([]);
  });
});
