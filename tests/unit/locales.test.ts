// @vitest-environment node
import { describe, expect, it } from 'vitest';
import it_ from '../../src/i18n/locales/it.json';
import en from '../../src/i18n/locales/en.json';
import de from '../../src/i18n/locales/de.json';
import nl from '../../src/i18n/locales/nl.json';
import fr from '../../src/i18n/locales/fr.json';
import { ownerResources } from '../../src/i18n/owner';
import { nightsResources } from '../../src/i18n/nights';
import { demoDocuments } from '../../scripts/demo';
import { PAGE_DOCUMENTS } from '../../src/content/pages';
import {
  LANGS,
  RULES,
  checkLocales,
  flatten,
  placeholders,
  typographyFaults,
  type Config,
  type Lang,
  type Locales,
  type Rule,
  type Tree,
} from '../support/localeCheck';

/** The demo reset's button and confirmation: one verb, not the trash's or the history's “restore”. */
const RESET_KEYS = ['settings.resetDemo', 'settings.resetConfirm'];
/** Restoring from the trash and from a text's history: one verb, the same in both. */
const RESTORE_KEYS = ['trash.restore', 'history.restore'];

/** What a signed-in owner's i18next holds: the visitor's strings plus the owner's. */
function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [k, v] of Object.entries(b))
    out[k] = typeof v === 'object' && typeof out[k] === 'object' ? merge(out[k] as Tree, v) : v;
  return out;
}
const VISITOR: Locales = { it: it_, en, de, nl, fr };
const LOCALES = Object.fromEntries(
  LANGS.map((l) => [l, merge(merge(VISITOR[l], ownerResources[l] as Tree), nightsResources[l] as Tree)]),
) as Locales;
const flat = Object.fromEntries(LANGS.map((lang) => [lang, flatten(LOCALES[lang])])) as Record<Lang, Map<string, string>>;

/** The specification's Italian messages (§5, §8): in the Italian file word for word, straight apostrophes and all. */
const SPEC_ITALIAN = [
  'Impossibile caricare i contenuti della pagina. Riprova più tardi.',
  'Impossibile caricare le camere.',
  'Impossibile caricare i servizi.',
  'Impossibile caricare le esperienze.',
  'ID camera mancante.',
  'ID servizio mancante.',
  'ID esperienza mancante.',
  'Camera non trovata.',
  'Servizio non trovato.',
  'Esperienza non trovata.',
  'Errore nel caricamento dei dati della camera.',
  'Errore nel caricamento dei dati.',
  'Errore durante il salvataggio. Riprova.',
  'Errore durante il salvataggio.',
  'Errore caricamento',
  '[Errore]',
  'Errore salvataggio',
  'Errore caricamento sfondo',
  'Errore salvataggio sfondo',
  'Errore eliminazione.',
  "Errore durante l'eliminazione.",
  "Impossibile aggiornare l'immagine.",
  'Errore durante il caricamento. Controlla i permessi di Storage.',
  'Caricamento fallito o annullato.',
  "Errore durante il salvataggio dell'immagine. Riprova.",
  'Credenziali non valide o errore di rete. Riprova.',
  'Errore nel caricamento delle impostazioni.',
  'Impossibile inizializzare le impostazioni.',
  'Immagine aggiunta con successo!',
  'Impostazioni salvate con successo!',
  'Nessuna camera trovata.',
  'Nessun servizio attualmente inserito.',
  'Nessuna immagine trovata nella galleria.',
  'Per favore, seleziona un file immagine (jpg, png, webp, gif).',
  "L'immagine è troppo grande. Limite massimo: 5MB.",
  'Etichetta e Percorso sono obbligatori per aggiungere un link.',
  '[Modifica {{field}}]',
];

/** Language names (each in its own language), the CIN, the e-mail, the dash for “not given”. */
const SAME_EVERYWHERE = ['Italiano', 'English', 'Deutsch', 'Nederlands', 'Français', 'CIN {{cin}}', 'E-mail', 'e-mail', '—'];

/**
 * The project's rules (docs/translations.md). `sameAllowed`: words a language shares with Italian
 * or English; `terms`: one wording per concept (the owner, signing in and out, experiences, a
 * link’s label, resetting the demo, restoring), and British spelling in English.
 */
const CONFIG: Config = {
  verbatim: new Set(SPEC_ITALIAN),
  sameAllowed: {
    it: [],
    en: [...SAME_EVERYWHERE, 'Home', 'Password', 'Privacy', 'Check-in', 'Check-out'],
    de: [...SAME_EVERYWHERE, 'Check-in', 'Check-out', 'Foto {{n}}', 'Name', 'Normal', 'Text'],
    nl: [...SAME_EVERYWHERE, 'Contact', 'Privacy', 'Foto {{n}}'],
    fr: [
      ...SAME_EVERYWHERE,
      'Contact',
      'Description',
      'Grande',
      'Image {{n}}',
      'Normale',
      'Photo {{n}}',
      'Photos',
      'Service',
      'Services',
      'Type',
      'Visible',
    ],
  },
  terms: {
    it: [
      { concept: 'the owner', use: /\bgestore\b/ },
      { concept: 'a link’s label', use: /\bEtichetta\b/ },
      { concept: 'signing in and out', use: /\bAccedi\b/ },
      { concept: 'experience', use: /\b[Ee]sperienz/ },
      { concept: 'resetting the demo', keys: RESET_KEYS, use: /reimposta/i, avoid: /ripristin/i },
      { concept: 'restoring', keys: RESTORE_KEYS, use: /^Ripristina$/ },
    ],
    en: [
      { concept: 'the owner', use: /\bowner\b/, avoid: /\b(administrator|proprietor|manager)\b/i },
      { concept: 'signing in and out', use: /\bSign (in|out)\b/, avoid: /\blog ?(in|out)\b|\blogged (in|out)\b/i },
      { concept: 'experience', use: /\bExperiences?\b/ },
      { concept: 'a link’s label', use: /\bLabel\b/ },
      { concept: 'resetting the demo', keys: RESET_KEYS, use: /\breset\b/i, avoid: /restor/i },
      { concept: 'restoring', keys: RESTORE_KEYS, use: /^Restore$/ },
      {
        concept: 'British spelling',
        avoid:
          /\b(cancel(ed|ing)|colou?r(ed)?|favorite|center|gray|catalog|license[ds]?|traveler)\b|(organi|reali|recogni|customi|initiali|authori|summari|optimi|minimi|maximi|categori)z/i,
      },
    ],
    de: [
      { concept: 'the owner', use: /\bBetreiber/, avoid: /\b(Inhaber|Eigentümer|Besitzer|Administrator|Verwalter)/ },
      { concept: 'signing in and out', use: /\b[Aa]nmelden\b/, avoid: /\b(einloggen|ausloggen|Login|Logout)\b/i },
      { concept: 'experience', use: /Erlebnis/, avoid: /Erfahrung/ },
      { concept: 'a link’s label', use: /\bBezeichnung\b/, avoid: /\bBeschriftung\b/ },
      { concept: 'resetting the demo', keys: RESET_KEYS, use: /zurück(ge)?setz/i, avoid: /wiederherge?stell/i },
      { concept: 'restoring', keys: RESTORE_KEYS, use: /^Wiederherstellen$/ },
    ],
    nl: [
      { concept: 'the owner', use: /\bbeheerder\b/, avoid: /\beigena(ar|resse)\b/i },
      {
        concept: 'signing in and out',
        use: /\b[Ii]nloggen\b/,
        avoid: /\b(aanmelden|afmelden|aanmeldt|aangemeld|afgemeld|meld[t]? u (aan|af))\b/i,
      },
      { concept: 'experience', use: /\b[Bb]elevenis/, avoid: /\bervaring/i },
      { concept: 'a link’s label', use: /\bLinktekst\b/, avoid: /\b[Ll]abel\b/ },
      { concept: 'resetting the demo', keys: RESET_KEYS, use: /reset/i, avoid: /herstel|terugge?zet/i },
      { concept: 'restoring', keys: RESTORE_KEYS, use: /^Terugzetten$/ },
    ],
    fr: [
      { concept: 'the owner', use: /\bgestionnaire\b/, avoid: /\b(gérant|propriétaire|administrateur)/i },
      { concept: 'signing in and out', use: /\bSe (dé)?connecter\b/, avoid: /\blog ?(in|out)\b|s’identifier|s’authentifier/i },
      { concept: 'experience', use: /\b[Ee]xpérience/ },
      { concept: 'a link’s label', use: /\bLibellé/, avoid: /\b(étiquette|intitulé)/i },
      { concept: 'resetting the demo', keys: RESET_KEYS, use: /réinitialis/i, avoid: /restaur|rétabl/i },
      { concept: 'restoring', keys: RESTORE_KEYS, use: /^Restaurer$/ },
    ],
  },
};

describe('locale files', () => {
  const problems = checkLocales(LOCALES, CONFIG);
  const shown = (rule: Rule) => problems.filter((p) => p.rule === rule).map((p) => `${p.lang} ${p.key}: ${p.detail}`);

  it.each(RULES)('keep the rule “%s” in every language', (rule) => {
    expect(shown(rule)).toEqual([]);
  });
});

describe('the check fails on each kind of mistake', () => {
  const NB = '\u00a0';
  /** Five small locale files that keep every rule. */
  const good = (): Locales => ({
    it: {
      edit: 'Modifica {{field}}',
      quoted: '«{{name}}» è nel cestino.',
      size: 'Fino a 5 MB (50%)',
      email: 'E-mail',
      signIn: 'Accedi',
      reset: 'Reimposta la demo',
      missing_one: '{{count}} mancante',
      missing_many: '{{count}} mancanti',
      missing_other: '{{count}} mancanti',
    },
    en: {
      edit: 'Edit {{field}}',
      quoted: '“{{name}}” is in the trash.',
      size: 'Up to 5 MB (50%)',
      email: 'E-mail',
      signIn: 'Sign in',
      reset: 'Reset the demo',
      missing_one: '{{count}} missing',
      missing_other: '{{count}} missing',
    },
    de: {
      edit: 'Bearbeiten: {{field}}',
      quoted: '„{{name}}“ ist im Papierkorb.',
      size: `Bis 5 MB (50${NB}%)`,
      email: 'E-Mail',
      signIn: 'Anmelden',
      reset: 'Demo zurücksetzen',
      missing_one: '{{count}} fehlt',
      missing_other: '{{count}} fehlen',
    },
    nl: {
      edit: '{{field}} bewerken',
      quoted: '‘{{name}}’ staat in de prullenbak.',
      size: 'Tot 5 MB (50%)',
      email: 'E-mailadres',
      signIn: 'Inloggen',
      reset: 'Demo resetten',
      missing_one: '{{count}} ontbreekt',
      missing_other: '{{count}} ontbreken',
    },
    fr: {
      edit: 'Modifier {{field}}',
      quoted: `«${NB}{{name}}${NB}» est dans la corbeille${NB}?`,
      size: `Jusqu’à 5 Mo (50${NB}%)`,
      email: 'Adresse e-mail',
      signIn: 'Se connecter',
      reset: 'Réinitialiser la démo',
      missing_one: '{{count}} manquant',
      missing_many: '{{count}} manquants',
      missing_other: '{{count}} manquants',
    },
  });
  const config: Config = {
    verbatim: new Set(["L'immagine è troppo grande."]),
    sameAllowed: { it: [], en: ['E-mail'], de: [], nl: [], fr: [] },
    terms: {
      it: [],
      en: [
        { concept: 'signing in', use: /\bSign in\b/, avoid: /\blog ?in\b/i },
        { concept: 'resetting the demo', keys: ['reset'], use: /\breset\b/i, avoid: /restor/i },
      ],
      de: [],
      nl: [],
      fr: [],
    },
  };
  const rulesBroken = (change: (l: Locales) => void) => {
    const locales = good();
    change(locales);
    return [...new Set(checkLocales(locales, config).map((p) => p.rule))];
  };

  it('finds nothing wrong in files that keep every rule', () => {
    expect(checkLocales(good(), config)).toEqual([]);
  });

  it.each<[Rule, string, (l: Locales) => void]>([
    ['keys', 'a key missing in German', (l) => delete l.de.signIn],
    ['keys', 'a key only Dutch has', (l) => (l.nl.extra = 'Extra')],
    ['plurals', 'the French plural without its “many” form', (l) => delete l.fr.missing_many],
    ['plurals', 'an English plural with a form English does not have', (l) => (l.en.missing_many = '{{count}} missing')],
    ['placeholders', 'a renamed placeholder in Dutch', (l) => (l.nl.edit = '{{veld}} bewerken')],
    ['placeholders', 'a placeholder lost in one French plural form', (l) => (l.fr.missing_one = 'Un manquant')],
    ['empty', 'an empty German text', (l) => (l.de.signIn = ' ')],
    ['frenchSpacing', 'ordinary spaces inside « » and before ?', (l) => (l.fr.quoted = '« {{name}} » est dans la corbeille ?')],
    ['frenchSpacing', 'no space at all before :', (l) => (l.fr.edit = 'Modifier: {{field}}')],
    ['apostrophes', 'a straight apostrophe in French', (l) => (l.fr.size = `Jusqu'à 5 Mo (50${NB}%)`)],
    ['apostrophes', 'a straight apostrophe in Italian outside the specification’s texts', (l) => (l.it.email = "L'e-mail")],
    ['quotes', 'English quotation marks in German', (l) => (l.de.quoted = '“{{name}}” ist im Papierkorb.')],
    ['quotes', 'German quotation marks in Dutch', (l) => (l.nl.quoted = '„{{name}}” staat in de prullenbak.')],
    ['quotes', 'straight double quotes in Italian', (l) => (l.it.quoted = '"{{name}}" è nel cestino.')],
    ['quotes', 'an unclosed guillemet in Italian', (l) => (l.it.quoted = '«{{name}} è nel cestino.')],
    ['units', 'a number glued to its unit', (l) => (l.en.size = 'Up to 5MB (50%)')],
    ['units', 'German % without its no-break space', (l) => (l.de.size = 'Bis 5 MB (50 %)')],
    ['units', 'English % after a space', (l) => (l.en.size = 'Up to 5 MB (50 %)')],
    ['untranslated', 'English left in the Dutch file', (l) => (l.nl.edit = 'Edit {{field}}')],
    ['untranslated', 'Italian left in the English file', (l) => (l.en.edit = 'Modifica {{field}}')],
    ['terms', 'a wording the table does not use', (l) => (l.en.signIn = 'Log in')],
    ['terms', 'the demo reset named with the restore verb', (l) => (l.en.reset = 'Restore the demo')],
  ])('%s: %s', (rule, _what, change) => {
    expect(rulesBroken(change)).toEqual([rule]);
  });

  it('asks no translation of a text made of placeholders and punctuation', () => {
    expect(
      rulesBroken((l) => {
        for (const lang of LANGS) l[lang].pair = '{{kind}}: {{name}}';
        l.fr.pair = `{{kind}}${NB}: {{name}}`;
      }),
    ).toEqual([]);
  });

  it('leaves the specification’s Italian texts as they are', () => {
    expect(rulesBroken((l) => (l.it.email = "L'immagine è troppo grande."))).toEqual([]);
  });
});

describe('the demo content', () => {
  /** Every text the demo writes in five languages, with where it stands. */
  function texts(value: unknown, where: string, out: [Lang, string, string][] = []): [Lang, string, string][] {
    if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${where}.${i}`, out));
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (LANGS.every((l) => typeof o[l] === 'string')) for (const l of LANGS) out.push([l, where, o[l] as string]);
      else for (const [k, v] of Object.entries(o)) texts(v, `${where}.${k}`, out);
    }
    return out;
  }
  const all = Object.entries(demoDocuments()).flatMap(([path, doc]) => texts(doc, path));

  it('is written in all five languages', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it('keeps the same typography as the interface: no-break spaces in French, apostrophes, quotation marks, units', () => {
    const faults = all.flatMap(([lang, where, text]) => typographyFaults(lang, text).map((f) => `${lang} ${where}: ${f.detail}`));
    expect(faults).toEqual([]);
  });
});

describe('the owner’s labels', () => {
  it.each(LANGS)('name every text of every page in %s (shown in its pencil, its editor and its placeholder)', (lang) => {
    const fields = [...new Set(PAGE_DOCUMENTS.flatMap((d) => d.texts.map((t) => t.field)))];
    expect(fields.filter((f) => !flat[lang].get(`fields.${f}`))).toEqual([]);
  });
});

describe('the Italian file carries the SPEC’s messages verbatim (§5, §8)', () => {
  const values = new Set(flat.it.values());
  it.each(SPEC_ITALIAN)('%s', (message) => {
    expect(values.has(message)).toBe(true);
  });

  it('has the background URL message with an example address and the relative path example', () => {
    expect([...values]).toContainEqual(
      expect.stringMatching(
        /^Inserisci un URL valido \(es\. https?:\/\/\S+\) o un percorso relativo \(es\. \/immagine\.jpg\)\.$/,
      ),
    );
  });

  it('has the empty state for experiences', () => {
    expect(flat.it.get('catalogue.experiences.empty')).toBe('Nessuna esperienza attualmente inserita.');
  });
});

describe('English texts fixed by the SPEC', () => {
  it('has the not-found text and button', () => {
    expect(flat.en.get('notFound.text')).toBe('Oops! The page you are looking for does not exist or has been moved.');
    expect(flat.en.get('notFound.button')).toBe('Back to Home');
  });

  it('has the cookie button', () => {
    expect(flat.en.get('cookie.accept')).toBe('Got it!');
    expect(flat.it.get('cookie.accept')).toBe('Ho capito!');
  });

  it('has the price wording and the e-mail template asking for every detail', () => {
    expect(flat.en.get('price.startingFrom')).toBe('starting from');
    expect(flat.en.get('price.perNight')).toBe('per night');
    for (const lang of LANGS)
      expect(placeholders(flat[lang].get('email.body')!)).toEqual(['checkIn', 'checkOut', 'guests', 'requests', 'room']);
  });

  it('translates the not-found page in all five languages', () => {
    const texts = Object.values(flat).map((m) => m.get('notFound.text'));
    expect(new Set(texts).size).toBe(5);
  });
});

describe('visitor and owner strings', () => {
  it('never define the same key twice, so loading the owner strings changes no visitor text', () => {
    const visitorKeys = new Set(flatten(it_ as Tree).keys());
    const overlap = [...flatten(ownerResources.it as Tree).keys()].filter((k) => visitorKeys.has(k));
    expect(overlap).toEqual([]);
  });
});
