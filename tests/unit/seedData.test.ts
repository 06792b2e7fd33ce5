// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { Timestamp } from 'firebase-admin/firestore';
import { backupDocuments, convert, demoReferences, folderFor, notInTrash } from '../../scripts/seedData';
import type { Backup } from '../../src/content/backup';

describe('seeding a Firebase project with --upload-images', () => {
  const docs = demoDocuments();
  const refs = Object.entries(docs).flatMap(([path, data]) => demoReferences(data, path));

  it('gives every image reference a file of its own, even where the demo repeats a picture', () => {
    const names = refs.map(([, name]) => name);
    expect(new Set(names).size).toBeLessThan(names.length); // the demo does reuse pictures
    expect(new Set(refs.map(([where]) => where)).size).toBe(refs.length);
  });

  it('points each reference, and its small variant, at its own upload', () => {
    const urls = new Map(refs.map(([where], i) => [where, `https://firebasestorage.googleapis.com/o/f${i}`]));
    const converted = Object.fromEntries(
      Object.entries(docs).map(([path, data]) => [path, convert(data, urls, path) as Record<string, unknown>]),
    );
    const seen: string[] = [];
    for (const [where] of refs) {
      // "rooms/camera-uliveto.detailContent.1.value": the document path, then the field path.
      const dot = where.indexOf('.');
      const path = where.slice(0, dot);
      const fields = where.slice(dot + 1).split('.');
      let parent: Record<string, unknown> = converted[path];
      for (const f of fields.slice(0, -1)) parent = parent[f] as Record<string, unknown>;
      const key = fields.at(-1)!;
      expect(parent[key]).toBe(urls.get(where));
      expect(parent[`${key}Small`]).toBe(urls.get(where));
      seen.push(parent[key] as string);
    }
    expect(new Set(seen).size).toBe(refs.length);
  });

  it('uploads each picture to the folder the site would have used', () => {
    expect(folderFor('rooms/camera-uliveto.imageUrl')).toBe('rooms/main');
    expect(folderFor('rooms/camera-uliveto.detailContent.1.value')).toBe('rooms/details');
    expect(folderFor('services/colazione.imageUrl')).toBe('services/main');
    expect(folderFor('services/colazione.detailContent.0.value')).toBe('services/details_temp');
    expect(folderFor('experiences/x.detailContent.2.value')).toBe('experiences/details');
    expect(folderFor('gallery_images/g1.imageUrl')).toBe('gallery');
    expect(folderFor('homepage/hero.backgroundImageUrl')).toBe('images');
  });
});

describe('seeding again', () => {
  it('leaves a demo item the owner moved to the trash where it is', () => {
    const docs = demoDocuments();
    const { docs: seeded, inTrash } = notInTrash(docs, ['rooms/camera-glicine', 'gallery_images/g3', 'rooms/elsewhere']);
    expect(inTrash).toEqual(['rooms/camera-glicine', 'gallery_images/g3']);
    expect(Object.keys(seeded)).not.toContain('rooms/camera-glicine');
    expect(Object.keys(seeded)).toHaveLength(Object.keys(docs).length - inTrash.length);
  });
});

describe('npm run seed -- --from a backup', () => {
  it('writes each document as backed up: addresses of its files where they are now, times as Timestamps', () => {
    const local = '/local-files/rooms/main/1700000000000_uliveto.jpg';
    const now =
      'https://firebasestorage.googleapis.com/v0/b/my-inn.appspot.com/o/rooms%2Fmain%2F1700000000000_uliveto.jpg?alt=media&token=t';
    const room = {
      name: { it: 'Uliveto' },
      imageUrl: local,
      imageUrlSmall: local,
      detailContent: [
        { type: 'image', value: local, size: 'full' },
        { type: 'image', value: '/demo/room-glicine.svg' },
      ],
      lastUpdatedBy: 'earlier@locanda.test',
      createdAt: 1_600_000_000_000,
      updatedAt: 1_700_000_000_000,
    };
    const backup = { documents: { 'rooms/uliveto': room } } as unknown as Backup;
    const [[path, value]] = backupDocuments(backup, new Map([[local, now]]));
    expect(path).toBe('rooms/uliveto');
    expect(value).toEqual({
      ...room,
      imageUrl: now,
      imageUrlSmall: now,
      detailContent: [
        { type: 'image', value: now, size: 'full' },
        { type: 'image', value: '/demo/room-glicine.svg' },
      ],
      createdAt: Timestamp.fromMillis(1_600_000_000_000),
      updatedAt: Timestamp.fromMillis(1_700_000_000_000),
    });
  });
});
