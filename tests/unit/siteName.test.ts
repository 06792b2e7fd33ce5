// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellWithSiteName, withSiteName } from '../../src/content/siteName';

const INDEX = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const NAME = 'Casa "Aurelio" & <Figli>';
const ESCAPED = 'Casa &quot;Aurelio&quot; &amp; &lt;Figli&gt;';

describe("the site's name in the build's static pages", () => {
  it('titles the application shell with the configured name, escaped, and names the product nowhere', () => {
    const html = shellWithSiteName(INDEX, NAME);
    expect(html).toContain(`<title>${ESCAPED}</title>`);
    expect(html).toContain(`<meta property="og:site_name" content="${ESCAPED}"`);
    expect(html).toContain(`<meta property="og:title" content="${ESCAPED}"`);
    expect(html).toMatch(new RegExp(`<noscript>${ESCAPED.replace(/[&;]/g, '\\$&')} — `));
    expect(html).not.toContain('Locanda');
  });

  it("leaves a saved page's own title alone", () => {
    const page = INDEX.replace(/<title>[^<]*<\/title>/, '<title>Le camere · Casa</title>');
    const html = withSiteName(page, 'Casa');
    expect(html).toContain('<title>Le camere · Casa</title>');
    expect(html).toMatch(/<noscript>Casa — /);
  });
});
