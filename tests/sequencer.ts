/**
 * The order of Vitest's files: the longest first, whatever their project, so that neither worker is left
 * alone with a long file at the end. By the last run's durations on this machine (Vitest's cache), else by
 * tests/durations.json: a fresh clone (CI) has no cache, and in Vitest's order for it (larger files first,
 * project by project) the same tests took 225–232 s instead of 167–184 s. A file known to neither runs first.
 * The durations only order the run: a stale figure costs time, never a result. tests/durations.json holds, in
 * seconds, the durations of a full run as Vitest's cache had them (node_modules/.vite/vitest/<hash>/results.json).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const known = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<string, number>;

export class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      const last = this.ctx.cache.getFileTestResults(key);
      return last && !last.failed ? last.duration / 1000 : (known[key] ?? Number.MAX_SAFE_INTEGER);
    };
    return Promise.resolve([...files].sort((a, b) => seconds(b) - seconds(a)));
  }
}
