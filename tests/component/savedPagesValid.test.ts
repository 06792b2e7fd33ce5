/**
 * Every saved page, in every language, checked with html-validate for what breaks a page for its
 * readers: landmarks, labels, headings, ids and references, allowed content and attributes, a form's
 * submit button. Style is not checked.
 */
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { renderSite, type SiteKit } from '../../src/app/server';
import { readConfig } from '../../src/config';
import { seedSource } from '../../scripts/contentSource';
import { readFileSync } from 'node:fs';

const RULES = [
  'aria-label-misuse',
  'wcag/h30',
  'wcag/h32',
  'wcag/h36',
  'wcag/h37',
  'wcag/h63',
  'wcag/h67',
  'input-missing-label',
  'multiple-labeled-controls',
  'heading-level',
  'empty-heading',
  'empty-title',
  'no-dup-id',
  'valid-id',
  'no-missing-references',
  'unique-landmark',
  'element-permitted-content',
  'element-permitted-parent',
  'element-permitted-occurrences',
  'element-required-attributes',
  'element-required-content',
  'attribute-allowed-values',
  'attribute-misuse',
  'text-content',
  'close-order',
  'void-content',
  'deprecated',
  'no-implicit-close',
  'hidden-focusable',
  'area-alt',
] as const;

const validator = new HtmlValidate({
  root: true,
  extends: [],
  rules: {
    ...Object.fromEntries(RULES.map((r) => [r, 'error'])),
    // React's generated ids (`_R_4_`) are valid HTML ids: only what HTML itself forbids is checked.
    'valid-id': ['error', { relaxed: true }],
  },
});

// The real template, as the browser build makes it from index.html (its entry module stands in).
const kit: SiteKit = {
  template: readFileSync('index.html', 'utf8')
    .replace('/src/main.tsx', '/assets/index.js')
    .replace('type="module"', 'type="module" crossorigin'),
  firstPaint: '/* first paint */',
  start: '/* start */',
};

describe('every saved page', () => {
  it('is valid HTML for its readers, in every language', async () => {
    const config = readConfig({ VITE_SITE_URL: 'https://www.locanda.example' });
    const { files } = await renderSite(kit, seedSource(), { year: new Date().getFullYear(), config });
    const pages = [...files].filter(([name]) => name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const [name, html] of pages) {
      const report = await validator.validateString(html, name);
      for (const result of report.results)
        for (const m of result.messages) problems.push(`${name}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds what it is there for: a form without a submit button, an unlabelled field, skipped headings, a duplicate id, a misused label', async () => {
    const page = `<!doctype html><html lang="it"><head><title>Prova</title></head><body><main>
      <h1>Titolo</h1><h3>Salto</h3>
      <form><input type="text"></form>
      <div aria-label="Etichetta">testo</div>
      <p id="x">uno</p><p id="x">due</p>
    </main></body></html>`;
    const report = await validator.validateString(page, 'prova.html');
    const rules = new Set(report.results.flatMap((r) => r.messages.map((m) => m.ruleId)));
    for (const rule of ['wcag/h32', 'input-missing-label', 'heading-level', 'no-dup-id', 'aria-label-misuse'])
      expect(rules).toContain(rule);
  });
});
