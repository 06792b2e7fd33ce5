/**
 * A hostile backup: `n` photos named in its manifest (or not), each entry of its zip pointing at the same
 * compressed block of 5 MB of zeros, so the file is a few KB and unpacks to `n` × 5 MB.
 */
import { deflateSync, strToU8 } from 'fflate';
import { MAX_UPLOAD_BYTES } from '../../src/content/constants';
import type { Backup } from '../../src/content/backup';

interface Entry {
  name: string;
  data: Uint8Array;
  size: number;
}

/** A zip of deflated entries; entries with the same `data` share one stored block. */
function zipOf(entries: Entry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  const at = new Map<Uint8Array, number>();
  let offset = 0;
  const header = (sig: number, length: number) => {
    const b = new Uint8Array(length);
    const v = new DataView(b.buffer);
    v.setUint32(0, sig, true);
    return { b, v };
  };
  for (const e of entries) {
    const name = strToU8(e.name);
    let local = at.get(e.data);
    if (local === undefined) {
      const { b, v } = header(0x04034b50, 30 + name.length);
      v.setUint16(4, 20, true);
      v.setUint16(8, 8, true);
      v.setUint32(18, e.data.length, true);
      v.setUint32(22, e.size, true);
      v.setUint16(26, name.length, true);
      b.set(name, 30);
      local = offset;
      at.set(e.data, local);
      parts.push(b, e.data);
      offset += b.length + e.data.length;
    }
    const { b, v } = header(0x02014b50, 46 + name.length);
    v.setUint16(4, 20, true);
    v.setUint16(6, 20, true);
    v.setUint16(10, 8, true);
    v.setUint32(20, e.data.length, true);
    v.setUint32(24, e.size, true);
    v.setUint16(28, name.length, true);
    v.setUint32(42, local, true);
    b.set(name, 46);
    central.push(b);
  }
  const cdSize = central.reduce((s, b) => s + b.length, 0);
  const { v: ev, b: end } = header(0x06054b50, 22);
  ev.setUint16(8, central.length, true);
  ev.setUint16(10, central.length, true);
  ev.setUint32(12, cdSize, true);
  ev.setUint32(16, offset, true);
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((s, b) => s + b.length, 0));
  let i = 0;
  for (const b of all) {
    out.set(b, i);
    i += b.length;
  }
  return out;
}

const json = (v: unknown) => {
  const raw = strToU8(JSON.stringify(v));
  return { data: deflateSync(raw), size: raw.length };
};

/** `backup` (its manifest and documents) with `n` 5 MB photos of zeros, listed in the manifest when `named`. */
export function zipBomb(backup: Pick<Backup, 'manifest' | 'documents'>, n: number, named: boolean): Uint8Array {
  const block = deflateSync(new Uint8Array(MAX_UPLOAD_BYTES));
  const files = [...Array(n).keys()].map((i) => ({
    url: `/local-files/gallery/${i}.png`,
    path: `gallery/${i}.png`,
    type: 'image/png',
    size: MAX_UPLOAD_BYTES,
  }));
  const manifest = named ? { ...backup.manifest, counts: { ...backup.manifest.counts, files: n }, files } : backup.manifest;
  return zipOf([
    { name: 'locanda-backup.json', ...json(manifest) },
    { name: 'documents.json', ...json(backup.documents) },
    ...files.map((f) => ({ name: `files/${f.path}`, data: block, size: MAX_UPLOAD_BYTES })),
  ]);
}
