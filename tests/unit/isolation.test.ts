// @vitest-environment node
/**
 * The site's test files share their worker's modules and page (vite.config.ts, `isolate: false`). A file
 * that renders on the server, replaces a module, or stubs timers or globals must be among those that keep a
 * worker of their own (`ISOLATED`), or what it leaves behind reaches the next file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LEAVES_STATE = /vi\.mock\(|vi\.useFakeTimers|vi\.stubGlobal|src\/app\/server'|react-dom\/(server|static)/;

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`);
}

it('every test file that leaves state behind runs in a worker of its own', () => {
  const config = readFileSync(path.join(ROOT, 'vite.config.ts'), 'utf8');
  const list = /const ISOLATED = \[([^\]]*)\]/.exec(config)?.[1];
  expect(list, 'vite.config.ts lists ISOLATED').toBeDefined();
  const isolated = [...list!.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  const files = ['tests/unit', 'tests/component', 'tests/backend'].flatMap(testFiles);
  expect(files.length).toBeGreaterThan(50);
  const leaving = files.filter(
    (f) => f !== 'tests/unit/isolation.test.ts' && LEAVES_STATE.test(readFileSync(path.join(ROOT, f), 'utf8')),
  );
  expect(leaving.length).toBeGreaterThan(5);
  expect(leaving.filter((f) => !isolated.includes(f))).toEqual([]);
  // And the list names files that exist.
  expect(isolated.filter((f) => !files.includes(f))).toEqual([]);
});
