// @vitest-environment node
/**
 * The source tree's dependency rules (README, "How it is built", One direction): app → pages → editing → ui,
 * everything above → data → backend port, content at the bottom; nothing below app/ imports app/; ui/ knows
 * no backend; content/ imports nothing from React or the backend; only createBackend imports an adapter.
 * And between the repository's parts: src/ imports from none of them; the publish function (functions/)
 * only src/'s public modules (the domain, the port and what lies beside it, the renderer's entry); the
 * scripts the publish function and src/; nothing but the tests imports a test's module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

type Layer =
  | 'main'
  | 'app'
  | 'pages'
  | 'editing'
  | 'ui'
  | 'data'
  | 'i18n'
  | 'config'
  | 'port'
  | 'createBackend'
  | 'firebase'
  | 'local'
  | 'content';

/** Where each part of src/ lives, most specific first. */
const PLACES: [prefix: string, layer: Layer][] = [
  ['main.tsx', 'main'],
  ['config.ts', 'config'],
  ['app/', 'app'],
  ['pages/', 'pages'],
  ['editing/', 'editing'],
  ['ui/', 'ui'],
  ['data/', 'data'],
  ['i18n/', 'i18n'],
  ['backend/port.ts', 'port'],
  // The stored shapes of revisions and trash entries: part of the port, shared by both adapters.
  ['backend/history.ts', 'port'],
  // A document store loaded on first use, over the port: what the adapters and createBackend defer with.
  ['backend/lazyDocs.ts', 'port'],
  // Port data ↔ Firestore data, free of any SDK: shared by the Firebase adapter and the publish function.
  ['backend/firestoreData.ts', 'port'],
  ['backend/createBackend.ts', 'createBackend'],
  ['backend/firebase/', 'firebase'],
  ['backend/local/', 'local'],
  ['content/', 'content'],
];

/** What each layer may import besides itself. */
const MAY_IMPORT: Record<Layer, Layer[]> = {
  main: ['app', 'pages', 'editing', 'ui', 'data', 'i18n', 'config', 'createBackend', 'port', 'content'],
  app: ['pages', 'editing', 'ui', 'data', 'i18n', 'config', 'port', 'content'],
  pages: ['editing', 'ui', 'data', 'i18n', 'config', 'port', 'content'],
  editing: ['ui', 'data', 'i18n', 'config', 'port', 'content'],
  ui: ['data', 'i18n', 'content'],
  data: ['i18n', 'config', 'port', 'content'],
  i18n: ['content'],
  createBackend: ['firebase', 'local', 'config', 'port', 'content'],
  firebase: ['config', 'port', 'content'],
  local: ['config', 'port', 'content'],
  port: ['content'],
  config: [],
  content: [],
};

/** Packages a layer must not import. The Firebase SDK stays inside its adapter. */
const PACKAGES_BARRED: { layers: Layer[] | 'all but firebase'; pattern: RegExp }[] = [
  { layers: 'all but firebase', pattern: /^firebase(\/|$)/ },
  { layers: ['content'], pattern: /^(react|react-dom|react-i18next|react-router|react-router-dom)(\/|$)/ },
];

function layerOf(path: string): Layer | null {
  const found = PLACES.find(([prefix]) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));
  return found ? found[1] : null;
}

const IMPORT_PATTERNS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bimport\s+['"]([^'"]+)['"]/g,
];

function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return IMPORT_PATTERNS.flatMap((p) => [...code.matchAll(p)].map((m) => m[1]));
}

/** Every import that breaks a rule, as "file → target (rule)"; paths relative to src/. */
function offences(files: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    const from = layerOf(file);
    for (const spec of importsOf(source)) {
      if (!spec.startsWith('.')) {
        for (const { layers, pattern } of PACKAGES_BARRED) {
          const applies = layers === 'all but firebase' ? from !== 'firebase' : from !== null && layers.includes(from);
          if (applies && pattern.test(spec)) out.push(`${file} → ${spec} (package not allowed in ${from})`);
        }
        continue;
      }
      const target = posix.normalize(posix.join(posix.dirname(file), spec));
      const to = layerOf(target) ?? layerOf(`${target}.ts`) ?? layerOf(`${target}.tsx`);
      if (!from || !to || from === to) continue;
      if (!MAY_IMPORT[from].includes(to)) out.push(`${file} → ${target} (${from} may not import ${to})`);
    }
  }
  return out;
}

type Part = 'src' | 'functions' | 'scripts' | 'tests';

/** Where each part of the repository lives. */
const PARTS: [prefix: string, part: Part][] = [
  ['src/', 'src'],
  ['functions/src/', 'functions'],
  ['scripts/', 'scripts'],
  ['tests/', 'tests'],
];

/** What each part may import of the others (tests/ is not read: the tests may import anything). */
const PART_MAY_IMPORT: Record<Exclude<Part, 'tests'>, Part[]> = {
  src: [],
  functions: ['src'],
  scripts: ['functions', 'src'],
};

/** The modules of src/ the publish function may import: the domain, the port and its neighbours, the renderer's entry. */
function isPublic(srcPath: string): boolean {
  if (/^app\/server(\.tsx)?$/.test(srcPath)) return true;
  const layer = layerOf(srcPath) ?? layerOf(`${srcPath}.ts`);
  return layer === 'content' || layer === 'port';
}

const partOf = (path: string): Part | null => PARTS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;

/** Every import across the parts that breaks a rule, as "file → target (rule)"; paths from the repository's root. */
function crossings(files: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    const from = partOf(file);
    if (!from || from === 'tests') continue;
    for (const spec of importsOf(source).filter((s) => s.startsWith('.'))) {
      const target = posix.normalize(posix.join(posix.dirname(file), spec));
      const to = partOf(target);
      if (!to || to === from) continue;
      if (!PART_MAY_IMPORT[from].includes(to)) out.push(`${file} → ${target} (${from} may not import ${to})`);
      else if (from === 'functions' && to === 'src' && !isPublic(target.slice('src/'.length)))
        out.push(`${file} → ${target} (functions may import only src/'s public modules)`);
    }
  }
  return out;
}

const ROOT = join(dirname(new URL(import.meta.url).pathname), '../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.(ts|tsx|mjs)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const read = (files: string[], from: string) =>
  Object.fromEntries(files.map((f) => [relative(from, f).split('\\').join('/'), readFileSync(f, 'utf8')]));

describe('the dependency rules', () => {
  it('flag an import against the direction, a barred package and a skipped adapter entry', () => {
    expect(
      offences({
        'ui/Card.tsx': "import type { Doc } from '../backend/port';\nimport { x } from './y';",
        'pages/A.tsx': "import {\n  useLang,\n} from '../app/useLang';\nconst B = lazy(() => import('../editing/B'));",
        'content/a.ts': "import { useState } from 'react';",
        'editing/E.tsx': "import { initializeApp } from 'firebase/app';",
        'app/App.tsx': "import { createLocalBackend } from '../backend/local/localBackend';",
      }),
    ).toEqual([
      'ui/Card.tsx → backend/port (ui may not import port)',
      'pages/A.tsx → app/useLang (pages may not import app)',
      'content/a.ts → react (package not allowed in content)',
      'editing/E.tsx → firebase/app (package not allowed in editing)',
      'app/App.tsx → backend/local/localBackend (app may not import local)',
    ]);
  });

  it('hold for every import under src/', () => {
    const sources = read(sourceFiles(SRC), SRC);
    const unplaced = Object.keys(sources).filter((f) => !layerOf(f));
    expect(unplaced, 'every source file belongs to a layer').toEqual([]);
    expect(Object.values(sources).flatMap(importsOf).length).toBeGreaterThan(200);
    expect(offences(sources)).toEqual([]);
  });
});

describe('the walls between src/, functions/ and scripts/', () => {
  it('flag an import against the direction and an adapter’s internals read by the publish function', () => {
    expect(
      crossings({
        'src/app/App.tsx': "import { x } from '../../scripts/seedData';",
        'functions/src/previews.ts': "import { makeOgImages } from '../../scripts/ogImages';",
        'functions/src/store.ts':
          "import { toFirestoreData } from '../../src/backend/firebase/docs';\nimport type { Doc } from '../../src/backend/port';",
        'functions/src/publish.ts':
          "import type { SiteKit } from '../../src/app/server';\nimport { a } from '../../src/data/readCache';",
        'scripts/bench.ts':
          "import { chromiumPath } from '../tests/e2e/chromium.mjs';\nimport { s } from '../functions/src/store';",
        'tests/e2e/x.spec.ts': "import { y } from '../../scripts/build';",
      }),
    ).toEqual([
      'src/app/App.tsx → scripts/seedData (src may not import scripts)',
      'functions/src/previews.ts → scripts/ogImages (functions may not import scripts)',
      "functions/src/store.ts → src/backend/firebase/docs (functions may import only src/'s public modules)",
      "functions/src/publish.ts → src/data/readCache (functions may import only src/'s public modules)",
      'scripts/bench.ts → tests/e2e/chromium.mjs (scripts may not import tests)',
    ]);
  });

  it('hold for every import under src/, functions/ and scripts/', () => {
    const sources = read(
      ['src', 'functions/src', 'scripts'].flatMap((d) => sourceFiles(join(ROOT, d))),
      ROOT,
    );
    expect(Object.keys(sources).filter((f) => f.startsWith('functions/')).length).toBeGreaterThan(5);
    expect(Object.keys(sources).filter((f) => f.startsWith('scripts/')).length).toBeGreaterThan(10);
    expect(crossings(sources)).toEqual([]);
  });
});

/** The imports that load a module when this one loads (not `import type`, not `import()`), resolved to files. */
function runtimeImports(file: string, source: string, files: Set<string>): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/\b(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"](\.[^'"]+)['"]/g)]
    .map((m) => posix.normalize(posix.join(posix.dirname(file), m[1])))
    .map((t) => [t, `${t}.ts`, `${t}.tsx`].find((f) => files.has(f)))
    .filter((f): f is string => !!f);
}

/** Every loop of modules that load one another, each once, as "a → b → a". */
function cycles(sources: Record<string, string>): string[] {
  const files = new Set(Object.keys(sources));
  const edges = new Map([...files].map((f) => [f, runtimeImports(f, sources[f], files)]));
  const found = new Set<string>();
  const done = new Set<string>();
  const walk = (f: string, path: string[]) => {
    const at = path.indexOf(f);
    if (at >= 0) {
      const loop = path.slice(at);
      const start = loop.indexOf([...loop].sort()[0]);
      found.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' → '));
      return;
    }
    if (done.has(f)) return;
    for (const to of edges.get(f) ?? []) walk(to, [...path, f]);
    done.add(f);
  };
  for (const f of files) walk(f, []);
  return [...found];
}

describe('the modules of src/', () => {
  it('name a loop of modules that load one another', () => {
    expect(
      cycles({
        'ui/Dialog.tsx': "import { useUnsaved } from './useUnsaved';",
        'ui/useUnsaved.tsx': "import { Dialog } from './Dialog';\nimport type { X } from './types';",
        'ui/types.ts': "import type { Y } from './useUnsaved';",
      }),
    ).toEqual(['ui/Dialog.tsx → ui/useUnsaved.tsx → ui/Dialog.tsx']);
  });

  it('load one another in no loop', () => {
    expect(cycles(read(sourceFiles(SRC), SRC))).toEqual([]);
  });
});
