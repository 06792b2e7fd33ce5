/**
 * Translation drafts in one editor or form: which languages the browser can translate Italian
 * into, the drafts it writes (marked until the owner edits or accepts each), the outdated
 * translations the owner chose to keep, and the progress of a run. Nothing is saved here:
 * drafts go into the editor's fields, and the editor saves them with everything else.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../content/constants';
import { TARGET_LANGUAGES } from '../../content/translations';
import type { LocalizedText } from '../../content/types';
import { pairAvailability, translatorApi, translatorFor, type Availability } from './translator';

/** One text of the editor: a key naming it there, and its languages as they stand. */
export interface SourceText<K extends string = string> {
  key: K;
  value: LocalizedText;
}

/** A language being drafted: the pack's download (fraction, while it lasts), then texts done of total. */
export interface Job {
  loaded: number | null;
  done: number;
  total: number;
}

export interface Outcome {
  /** Languages that went through, each with how many texts it drafted. */
  finished: Partial<Record<Lang, number>>;
  /** Languages that stopped part-way, with how many texts were drafted before. */
  failed: Partial<Record<Lang, { done: number; total: number }>>;
}

type Marks = Record<string, Lang[]>;
const has = (m: Marks, key: string, lang: Lang) => !!m[key]?.includes(lang);
const add = (m: Marks, key: string, lang: Lang): Marks => (has(m, key, lang) ? m : { ...m, [key]: [...(m[key] ?? []), lang] });
const drop = (m: Marks, key: string, lang: Lang): Marks =>
  has(m, key, lang) ? { ...m, [key]: m[key].filter((l) => l !== lang) } : m;

export function useTranslationDrafts() {
  const [api] = useState(translatorApi);
  /** null while the browser is asked; then each target language's availability. */
  const [availability, setAvailability] = useState<Partial<Record<Lang, Availability>> | null>(null);
  const [jobs, setJobs] = useState<Partial<Record<Lang, Job>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [drafts, setDrafts] = useState<Marks>({});
  const [kept, setKept] = useState<Marks>({});
  const running = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    if (api)
      void Promise.all(TARGET_LANGUAGES.map(async (l) => [l, await pairAvailability(api, l)] as const)).then(
        (pairs) => alive.current && setAvailability(Object.fromEntries(pairs)),
      );
    return () => {
      alive.current = false;
    };
  }, [api]);

  /** The languages offered: those the browser can translate Italian into, now or after a download. */
  const offered = TARGET_LANGUAGES.filter((l) => availability?.[l] && availability[l] !== 'unavailable');

  /**
   * Drafts `targets` from Italian for every text that has one, into the empty languages (all with
   * `overwrite`), through `apply`. Call it from the owner's click: the translators are created at
   * once (before the first await), as the browser requires for a download.
   */
  const run = async <K extends string>(
    targets: Lang[],
    texts: SourceText<K>[],
    overwrite: boolean,
    apply: (key: K, lang: Lang, value: string) => void,
  ) => {
    if (!api || running.current) return;
    const work = targets.map((lang) => ({
      lang,
      todo: texts.filter((t) => t.value.it?.trim() && (overwrite || !t.value[lang]?.trim())),
      translator: translatorFor(api, lang, (loaded) =>
        setJobs((j) => (j[lang] ? { ...j, [lang]: { ...j[lang], loaded: loaded >= 1 ? null : loaded } } : j)),
      ),
    }));
    // Languages not run this time keep no stale rejection unhandled.
    for (const w of work) w.translator.catch(() => undefined);
    running.current = true;
    setOutcome(null);
    setJobs(Object.fromEntries(work.map((w) => [w.lang, { loaded: null, done: 0, total: w.todo.length }])));
    const result: Outcome = { finished: {}, failed: {} };
    for (const { lang, todo, translator } of work) {
      let done = 0;
      try {
        const t = await translator;
        for (const text of todo) {
          const value = await t.translate(text.value.it!.trim());
          if (!alive.current) return;
          apply(text.key, lang, value);
          setDrafts((d) => add(d, text.key, lang));
          setKept((k) => drop(k, text.key, lang));
          done++;
          setJobs((j) => ({ ...j, [lang]: { loaded: null, done, total: todo.length } }));
        }
        result.finished[lang] = done;
      } catch {
        result.failed[lang] = { done, total: todo.length };
      }
    }
    running.current = false;
    if (!alive.current) return;
    setJobs({});
    setOutcome(result);
  };

  return {
    /** Whether this browser has the Translator API at all. */
    supported: !!api,
    availability,
    offered,
    jobs,
    busy: Object.keys(jobs).length > 0,
    outcome,
    run,
    isDraft: (key: string, lang: Lang) => has(drafts, key, lang),
    /** The draft is the owner's now: edited, or accepted as it is. */
    accept: useCallback((key: string, lang: Lang) => setDrafts((d) => drop(d, key, lang)), []),
    /** Drafts not yet reviewed, by language. */
    pending: TARGET_LANGUAGES.filter((l) => Object.values(drafts).some((langs) => langs.includes(l))),
    /** An outdated translation the owner says is still right. */
    keep: useCallback((key: string, lang: Lang) => setKept((k) => add(k, key, lang)), []),
    keptFor: (key: string): Lang[] => kept[key] ?? [],
  };
}

export type TranslationDrafts = ReturnType<typeof useTranslationDrafts>;
