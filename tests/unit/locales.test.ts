// @vitest-environment node
import { describe, expect, it } from 'vitest';
import it_ from '../../src/i18n/locales/it.json';
import en from '../../src/i18n/locales/en.json';
import de from '../../src/i18n/locales/de.json';
import nl from '../../src/i18n/locales/nl.json';
import fr from '../../src/i18n/locales/fr.json';
import { ownerResources } from '../../src/i18n/owner';

type Tree = { [key: string]: string | Tree };

/** What a signed-in owner's i18next holds: the visitor's strings plus the owner's. */
function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [k, v] of Object.entries(b))
    out[k] = typeof v === 'object' && typeof out[k] === 'object' ? merge(out[k] as Tree, v) : v;
  return out;
}
const VISITOR: Record<string, Tree> = { it: it_, en, de, nl, fr };
const LOCALES: Record<string, Tree> = Object.fromEntries(
  Object.entries(VISITOR).map(([l, tree]) => [l, merge(tree, ownerResources[l as keyof typeof ownerResources] as Tree)]),
);

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();
const flat = Object.fromEntries(Object.entries(LOCALES).map(([lang, tree]) => [lang, flatten(tree)]));
const italianKeys = [...flat.it.keys()].sort();

describe('locale files', () => {
  it.each(['en', 'de', 'nl', 'fr'])('%s has exactly the Italian keys', (lang) => {
    expect([...flat[lang].keys()].sort()).toEqual(italianKeys);
  });

  it.each(['en', 'de', 'nl', 'fr'])('%s has the same {{placeholders}} as Italian for every key', (lang) => {
    const differing = italianKeys.filter(
      (k) => placeholders(flat.it.get(k)!).join() !== placeholders(flat[lang].get(k) ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('has no empty translation', () => {
    for (const [lang, map] of Object.entries(flat)) {
      const empty = [...map].filter(([, v]) => !v.trim()).map(([k]) => `${lang}:${k}`);
      expect(empty).toEqual([]);
    }
  });
});

describe('the Italian file carries the SPEC’s messages verbatim (§5, §8)', () => {
  const values = new Set(flat.it.values());
  it.each([
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
  ])('%s', (message) => {
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
    for (const lang of Object.keys(flat))
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
