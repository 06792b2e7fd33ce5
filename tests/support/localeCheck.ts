/**
 * The rules every string of the five languages keeps (docs/translations.md): one function that
 * reads locale trees and names each string that breaks one, so tests/unit/locales.test.ts can run
 * it on the real files and show, with small wrong trees, that each rule catches what it guards.
 */
export type Lang = 'it' | 'en' | 'de' | 'nl' | 'fr';
export type Tree = { [key: string]: string | Tree };
export type Locales = Record<Lang, Tree>;

export const LANGS: Lang[] = ['it', 'en', 'de', 'nl', 'fr'];

export const RULES = [
  'keys',
  'plurals',
  'placeholders',
  'empty',
  'frenchSpacing',
  'apostrophes',
  'quotes',
  'units',
  'untranslated',
  'terms',
] as const;
export type Rule = (typeof RULES)[number];

export interface Problem {
  rule: Rule;
  lang: Lang;
  key: string;
  detail: string;
}

/** One concept's wording in one language. */
export interface Term {
  concept: string;
  /** The wording used: it must appear (in every one of `keys`, when given; else somewhere). */
  use?: RegExp;
  /** Wordings not to use (in `keys`, when given; else anywhere). */
  avoid?: RegExp;
  keys?: string[];
}

export interface Config {
  /** Values the specification fixes verbatim (its Italian texts): exempt from typography rules. */
  verbatim: ReadonlySet<string>;
  /** Per language, the values that may equal the Italian (or, for de/nl/fr, the English) one. */
  sameAllowed: Record<Lang, readonly string[]>;
  terms: Record<Lang, readonly Term[]>;
}

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
export const placeholders = (s: string) => [...s.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();
/** The plural forms a language needs (i18next asks Intl.PluralRules, and shows the bare key when one is missing). */
export const pluralForms = (lang: Lang): string[] => [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();

/** Where a French value lacks the no-break space (U+00A0 or U+202F) before : ; ? ! » or after «. */
export function frenchSpacingFaults(value: string): string[] {
  const faults: string[] = [];
  const nb = /[\u00a0\u202f]/;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    const before = value[i - 1] ?? '';
    const after = value[i + 1] ?? '';
    // A colon inside a word or an address (https://, 16:00) is not punctuation of the sentence.
    const ends = after === '' || /[\s»)\]]/.test(after);
    if ((c === '»' || (/[:;?!]/.test(c) && ends && !/[?!]/.test(before))) && !nb.test(before))
      faults.push(`“${value.slice(Math.max(0, i - 12), i + 1)}”: no no-break space before ${c}`);
    if (c === '«' && !nb.test(after)) faults.push(`“${value.slice(i, i + 12)}”: no no-break space after «`);
  }
  return faults;
}

/** Each language's quotation marks: the pair it uses, and the marks of other languages it must not. */
const QUOTES: Record<Lang, { open: string; close: string; foreign: RegExp }> = {
  it: { open: '«', close: '»', foreign: /[“”„‘‚"]/ },
  en: { open: '“', close: '”', foreign: /[«»„‚"]/ },
  de: { open: '„', close: '“', foreign: /[«»”‘"]/ },
  // ’ is also Dutch’s apostrophe (’s avonds, foto’s): the pair is checked from its opening mark.
  nl: { open: '‘', close: '’', foreign: /[«»„“”‚"]/ },
  fr: { open: '«', close: '»', foreign: /[“”„‘‚"]/ },
};

function quoteFaults(lang: Lang, value: string): string[] {
  const { open, close, foreign } = QUOTES[lang];
  const faults: string[] = [];
  const other = foreign.exec(value);
  if (other) faults.push(`“${other[0]}” is not a quotation mark of this language (${open}…${close})`);
  let depth = 0;
  for (const c of value) {
    if (c === open && open !== close) depth++;
    else if (c === close && depth > 0) depth--;
    else if (c === close && lang !== 'nl') return [...faults, `${close} without ${open}`];
  }
  if (depth) faults.push(`${open} without ${close}`);
  return faults;
}

/** Numbers and units: 5 MB, never 5MB; in German and French a no-break space before %. */
function unitFaults(lang: Lang, value: string): string[] {
  const faults: string[] = [];
  if (/\d(MB|KB|kB|GB|Mo|Ko|Go)\b/.test(value)) faults.push('a number glued to its unit');
  if (lang === 'de' || lang === 'fr') {
    if (/(^|[^\u00a0\u202f])%/.test(value)) faults.push('% without a no-break space before it');
  } else if (/\s%/.test(value)) faults.push('a space before %');
  return faults;
}

/** How one text of one language breaks the typographic rules (no-break spaces, apostrophes, quotation marks, units). */
export function typographyFaults(lang: Lang, value: string): { rule: Rule; detail: string }[] {
  return [
    ...(lang === 'fr' ? frenchSpacingFaults(value) : []).map((detail) => ({ rule: 'frenchSpacing' as const, detail })),
    ...(value.includes("'") ? [{ rule: 'apostrophes' as const, detail: "a straight apostrophe (') instead of ’" }] : []),
    ...quoteFaults(lang, value).map((detail) => ({ rule: 'quotes' as const, detail })),
    ...unitFaults(lang, value).map((detail) => ({ rule: 'units' as const, detail })),
  ];
}

/** Every problem of the five languages' strings, by rule. */
export function checkLocales(locales: Locales, config: Config): Problem[] {
  const problems: Problem[] = [];
  const flat = Object.fromEntries(LANGS.map((l) => [l, flatten(locales[l])])) as Record<Lang, Map<string, string>>;
  const say = (rule: Rule, lang: Lang, key: string, detail: string) => problems.push({ rule, lang, key, detail });
  const bases = (lang: Lang) => new Set([...flat[lang].keys()].map(pluralBase));
  const italianBases = bases('it');
  /** A key's Italian counterpart: the same key, or for a plural form the Italian `_other`. */
  const italianOf = (key: string) => flat.it.get(key) ?? flat.it.get(`${pluralBase(key)}_other`);

  for (const lang of LANGS) {
    const map = flat[lang];
    const own = bases(lang);
    if (lang !== 'it') {
      for (const b of italianBases) if (!own.has(b)) say('keys', lang, b, 'missing (Italian has it)');
      for (const b of own) if (!italianBases.has(b)) say('keys', lang, b, 'not in Italian');
    }

    // Plurals: every form the language needs, and no other.
    const forms = pluralForms(lang);
    const plural = new Map<string, string[]>();
    for (const key of map.keys()) {
      const m = PLURAL.exec(key);
      if (m) plural.set(pluralBase(key), [...(plural.get(pluralBase(key)) ?? []), m[1]]);
    }
    for (const [base, has] of plural) {
      const want = forms.filter((f) => !has.includes(f));
      const extra = has.filter((f) => !forms.includes(f));
      if (want.length) say('plurals', lang, base, `missing forms: ${want.join(', ')}`);
      if (extra.length) say('plurals', lang, base, `forms the language does not have: ${extra.join(', ')}`);
    }

    for (const [key, value] of map) {
      if (!value.trim()) say('empty', lang, key, 'empty');
      const italian = italianOf(key);
      if (lang !== 'it' && italian !== undefined && placeholders(italian).join() !== placeholders(value).join())
        say(
          'placeholders',
          lang,
          key,
          `{{${placeholders(value).join('}}, {{')}}} instead of {{${placeholders(italian).join('}}, {{')}}}`,
        );
      if (config.verbatim.has(value) && lang === 'it') continue;

      for (const f of typographyFaults(lang, value)) say(f.rule, lang, key, f.detail);

      // A text of placeholders and punctuation has no words to translate.
      const hasWords = /\p{L}/u.test(value.replace(/{{[^}]*}}/g, ''));
      if (lang !== 'it' && hasWords && !config.sameAllowed[lang].includes(value)) {
        const english = lang === 'en' ? undefined : flat.en.get(key);
        if (value === italian) say('untranslated', lang, key, `the same as the Italian: “${value}”`);
        else if (value === english) say('untranslated', lang, key, `the same as the English: “${value}”`);
      }
    }

    // Terms are read in the words themselves, not in the {{placeholders}}.
    const words = new Map([...map].map(([k, v]) => [k, v.replace(/{{[^}]*}}/g, '')]));
    for (const term of config.terms[lang]) {
      if (term.keys) {
        for (const key of term.keys) {
          const value = words.get(key) ?? '';
          if (term.use && !term.use.test(value)) say('terms', lang, key, `${term.concept}: should say ${term.use}`);
          if (term.avoid?.test(value)) say('terms', lang, key, `${term.concept}: ${term.avoid} is not this language’s term`);
        }
        continue;
      }
      const { use, avoid } = term;
      if (use && ![...words.values()].some((v) => use.test(v)))
        say('terms', lang, '*', `${term.concept}: ${use} is used nowhere`);
      if (avoid)
        for (const [key, value] of words)
          if (avoid.test(value)) say('terms', lang, key, `${term.concept}: “${avoid.exec(value)![0]}”, not ${use ?? 'this'}`);
    }
  }
  return problems;
}
