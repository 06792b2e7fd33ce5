/**
 * The interface language for React, read once at the root. react-i18next's `useTranslation()` subscribes
 * each caller to the instance and builds its own copy of the instance and a fixed-language `t` on mount, and
 * i18next's fixed `t` copies the instance's options twice per call; every link, pencil and label of a page
 * calls them. Here the root's one `useTranslation()` is shared through a context, with a `t` that remembers
 * what it has looked up with plain options (forgotten whenever strings are added, such as the owner's).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation as useI18nextTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { toLang } from './index';
import type { Lang } from '../content/constants';

interface Translation {
  t: TFunction;
  i18n: I18n;
  lang: Lang;
}

const TranslationContext = createContext<Translation | null>(null);

type Store = I18n['store'];

/** How many times strings were added to a store (the owner's, a language fetched again), counted from the first look. */
const additions = new WeakMap<Store, number>();
function additionsTo(store: Store): number {
  let n = additions.get(store);
  if (n === undefined) {
    additions.set(store, (n = 0));
    store.on('added', () => additions.set(store, (additions.get(store) ?? 0) + 1));
  }
  return n;
}

const PLAIN = ['string', 'number', 'boolean'];

/**
 * Where a call's result may be kept: its key, and its options when they are one plain object of strings,
 * numbers and booleans (names, counts, a language); undefined for anything else.
 */
function callKey(key: unknown, rest: unknown[]): string | undefined {
  const [options] = rest;
  if (typeof key !== 'string' || rest.length > 1) return undefined;
  if (options === undefined) return key;
  const plain = options?.constructor === Object && Object.values(options).every((v) => PLAIN.includes(typeof v));
  return plain ? key + JSON.stringify(options) : undefined;
}

/**
 * A `t` that keeps what it found for a key and its plain options until strings are added to the store; a
 * call whose key has no string is asked again.
 */
function remembering(t: TFunction, store: Store): TFunction {
  const found = new Map<string, string>();
  let seen = additionsTo(store);
  const ask = t as unknown as (...args: unknown[]) => unknown;
  const remembered = (key: unknown, ...rest: unknown[]) => {
    const call = callKey(key, rest);
    if (call === undefined) return ask(key, ...rest);
    const now = additionsTo(store);
    if (now !== seen) {
      found.clear();
      seen = now;
    }
    let value = found.get(call);
    if (value === undefined) {
      const result = ask(key, ...rest);
      if (typeof result !== 'string' || result === key) return result;
      found.set(call, (value = result));
    }
    return value;
  };
  return remembered as unknown as TFunction;
}

function Shared({ children }: { children: ReactNode }) {
  const { t, i18n } = useI18nextTranslation();
  const lang = toLang(i18n.resolvedLanguage ?? i18n.language);
  const value = useMemo(() => ({ t: remembering(t, i18n.store), i18n, lang }), [t, i18n, lang]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The i18next instance for everything inside, and the language shared with `useTranslation()` below. */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Shared>{children}</Shared>
    </I18nextProvider>
  );
}

function useShared(): Translation {
  const shared = useContext(TranslationContext);
  if (!shared) throw new Error('useTranslation() outside a LanguageProvider');
  return shared;
}

/** `t` and the i18next instance of the interface language (react-i18next's shape); both change with it. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  return useShared();
}

/** The current interface language, always one of the five. */
export function useLang(): Lang {
  return useShared().lang;
}
