/**
 * npm run build [-- --outDir DIR]: the sitemap and robots.txt, the Vite
 * build, then the prerendered pages (scripts/prerender.ts).
 */
import { execFileSync } from 'node:child_process';
import { prerender } from './prerender';

const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = at >= 0 ? args[at + 1] : 'dist';

execFileSync('npx', ['tsx', 'scripts/sitemap.ts'], { stdio: 'inherit' });
execFileSync('npx', ['vite', 'build', ...args], { stdio: 'inherit' });
await prerender(outDir);
