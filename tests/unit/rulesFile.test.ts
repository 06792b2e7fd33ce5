// @vitest-environment node
/**
 * What can be checked of firestore.rules without the emulators: it never looks at list
 * elements by position, every write rule carries its hand-counted worst case and the sums
 * add up, every cost stays far below Firestore's 1 000 expressions, and every editable
 * page field the app saves is named by the rule of its document.
 * (The rules are executed by tests/firebase/rules.test.ts inside `npm run test:rules`.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KIND_LIST } from '../../src/content/catalogue';
import { PAGE_DOCUMENTS } from '../../src/content/pages';

const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const CODE = RULES.split('\n')
  .map((l) => l.replace(/\/\/.*$/, ''))
  .join('\n');
/** Far below Firestore's limit of 1 000 evaluated expressions per request. */
const BUDGET = 350;

/** The text of the block opened by the first `{` at or after `from`. */
function blockAt(src: string, from: number): string {
  const open = src.indexOf('{', from);
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === '{') depth++;
    else if (src[i] === '}' && --depth === 0) return src.slice(open, i + 1);
  }
  throw new Error(`unbalanced block at ${from}`);
}

function functionBody(name: string): string {
  const at = CODE.search(new RegExp(`function ${name}\\(`));
  if (at < 0) throw new Error(`no function ${name}`);
  return blockAt(CODE, at);
}

/** A match block's text with the bodies of the *Save functions it calls, followed down. */
function ruleText(path: string): string {
  const at = CODE.indexOf(`match /${path} {`);
  if (at < 0) throw new Error(`no rule for ${path}`);
  let text = blockAt(CODE, at);
  const seen = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [, name] of text.matchAll(/\b(\w+Save)\(/g)) {
      if (seen.has(name)) continue;
      seen.add(name);
      text += functionBody(name);
      grew = true;
    }
  }
  return text;
}

/** "30 + 3 + hasOnly 8 + 2 × str 21 = 137" → [138 computed, 137 stated]. */
function sum(expr: string): { computed: number; stated: number } {
  const [lhs, rhs] = expr.split('=');
  const computed = lhs.split('+').reduce((n, term) => {
    const nums = [...term.matchAll(/\d+/g)].map((m) => Number(m[0]));
    if (!nums.length) throw new Error(`no number in "${term}" of "${expr}"`);
    return n + (term.includes('×') ? nums[0] * nums[1] : nums[0]);
  }, 0);
  return { computed, stated: Number(/\d+/.exec(rhs)![0]) };
}

describe('firestore.rules', () => {
  it('never checks list elements by position', () => {
    expect(CODE).not.toMatch(/\[\s*\d+\s*\]/);
  });

  it('gives every write rule a hand-counted worst case', () => {
    const lines = RULES.split('\n');
    const uncounted = lines.flatMap((l, i) => {
      if (!/allow (create|update|write)/.test(l)) return [];
      // The count stands in a comment of the same match block, above the allow (or above the block for shared ones).
      const above = lines.slice(Math.max(0, i - 8), i).join('\n');
      return /Worst[^=]*=\s*\d+/.test(above) ? [] : [`${i + 1}: ${l.trim()}`];
    });
    expect(uncounted).toEqual([]);
  });

  it('adds up every stated count, and each stays far below the limit', () => {
    const counts = [...RULES.matchAll(/Worst:?([^.\n]*?=\s*\d+)/g)].map((m) => m[1]);
    expect(counts.length).toBeGreaterThan(15);
    for (const c of counts) {
      const { computed, stated } = sum(c.replace(/^[^\d]*/, ''));
      expect(`${c} → ${computed}`).toBe(`${c} → ${stated}`);
      expect(stated).toBeLessThan(BUDGET);
    }
  });

  it('builds the written document once per rule: its save function takes it and computes what changed from it', () => {
    // Each read of request.resource.data builds the document afresh; two beside a diff exceed the engine's memory.
    const writes = CODE.split('\n').filter((l) => /allow (create|update)/.test(l));
    expect(writes.length).toBeGreaterThan(20);
    for (const l of writes) expect(`${l.trim()} → ${l.split('request.resource.data').length - 1}`).toMatch(/ → [01]$/);
    expect(functionBody('changed')).not.toContain('request.resource.data');
    expect(CODE).not.toMatch(/changed\(\)/);
  });

  it('names no function like a type of the rules language, and no parameter like a path variable', () => {
    const types = ['bool', 'bytes', 'duration', 'float', 'int', 'latlng', 'list', 'map', 'number', 'path', 'string', 'timestamp'];
    const wildcards = new Set([...CODE.matchAll(/\{(\w+)(?:=\*\*)?\}/g)].map((m) => m[1]));
    expect([...wildcards]).toEqual(expect.arrayContaining(['database', 'id', 'key', 'seq']));
    const functions = [...CODE.matchAll(/function (\w+)\(([^)]*)\)/g)].map((m) => ({
      name: m[1],
      params: m[2]
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    }));
    expect(functions.length).toBeGreaterThan(10);
    expect(functions.filter((f) => types.includes(f.name)).map((f) => f.name)).toEqual([]);
    expect(functions.flatMap((f) => f.params.filter((p) => wildcards.has(p)).map((p) => `${f.name}(${p})`))).toEqual([]);
  });

  it.each(['revisions/{key}/entries/{seq}', 'trash/{key}'])(
    'keeps %s to the owner: read, created and deleted, never changed',
    (path) => {
      const at = CODE.indexOf(`match /${path} {`);
      expect(at).toBeGreaterThan(0);
      // The block after the path (whose own braces name its variables).
      const block = blockAt(CODE, at + `match /${path}`.length);
      expect(block).toMatch(/allow read, delete: if isOwner\(\);/);
      expect(block).toMatch(/allow create: if isOwner\(\) && \w+Save\(/);
      expect(block).not.toMatch(/if true|allow (update|write)|allow get|allow list/);
    },
  );

  it.each([
    ...PAGE_DOCUMENTS.map((d) => d.path),
    'location_page/map',
    'site_settings/global',
    ...KIND_LIST.map((k) => `${k.collection}/{id}`),
    'gallery_images/{id}',
  ])('lets the owner put %s back exactly as a backup holds it', (path) => {
    const [collection, id] = path.split('/');
    const arg = id === '{id}' ? `'${collection}', id` : `'${collection}', '${id}'`;
    // The block after the path (whose own braces name its variables).
    const block = blockAt(CODE, CODE.indexOf(`match /${path} {`) + `match /${path}`.length);
    expect(block).toMatch(/allow create, update: if isOwner\(\)\s+&& \(/);
    expect(block).toContain(`|| fromBackup(${arg}));`);
  });

  it('stages a restore only for an owner, and lets only an owner remove a page document', () => {
    const at = CODE.indexOf('match /restoring/{key} {');
    const block = blockAt(CODE, at + 'match /restoring/{key}'.length);
    expect(block).toMatch(/allow read, delete: if isOwner\(\);/);
    expect(block).toMatch(/allow create, update: if isOwner\(\) && restoringSave\(/);
    expect(functionBody('fromBackup')).toContain("/restoring/$(docCollection + '~' + docId)).data.data");
    const pages = blockAt(CODE, CODE.indexOf('match /{pageCollection}/{pageId}') + 'match /{pageCollection}/{pageId}'.length);
    expect(pages).toMatch(/^\{\s*allow delete: if isOwner\(\) && pageCollection in \[/);
    expect(pages).not.toMatch(/allow (create|update|write|read|get|list)/);
    for (const d of PAGE_DOCUMENTS) expect(pages).toContain(`'${d.path.split('/')[0]}'`);
  });

  it('keeps publishing to the owner: the status read, a request written, the lock nobody’s', () => {
    const block = (path: string) => blockAt(CODE, CODE.indexOf(`match /${path} {`) + `match /${path}`.length);
    expect(block('publish/status').replace(/\s+/g, ' ')).toBe('{ allow get: if isOwner(); }');
    const request = block('publish/request');
    expect(request).toMatch(/allow create, update: if isOwner\(\) && requestSave\(request\.resource\.data\);/);
    expect(request).not.toMatch(/if true|allow (read|get|list|delete|write)/);
    expect(CODE).not.toMatch(/match \/publish\/(lock|\{)/);
  });

  it.each(PAGE_DOCUMENTS.map((d) => [d.path, d] as const))('lets the owner save every field of %s', (path, d) => {
    const text = ruleText(path);
    for (const t of d.texts) expect(text).toContain(`textSave(c, d, '${t.field}')`);
    for (const f of d.images) expect(text).toContain(`imageSave(c, d, '${f}')`);
    expect(text).toMatch(/allow get: if true;/);
  });
});
