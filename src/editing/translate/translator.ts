/**
 * The browser's own translator (the Translator API of desktop Chrome 138+ and Edge), behind
 * a few functions. The owner's text never leaves the computer: the browser translates it with
 * a language pack it downloads once per pair. Feature-detected: where the API is missing,
 * `translatorApi()` is null and nothing here is called.
 */
import type { Lang } from '../../content/constants';

export type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

/** The pair asked for: Italian into `target`. */
const pair = (target: Lang) => ({ sourceLanguage: 'it', targetLanguage: target });

export interface TranslatorApi {
  availability(options: ReturnType<typeof pair>): Promise<Availability>;
  create(
    options: ReturnType<typeof pair> & {
      monitor?: (m: { addEventListener(type: 'downloadprogress', listener: (e: { loaded: number }) => void): void }) => void;
    },
  ): Promise<{ translate(text: string): Promise<string> }>;
}

/** The API where the browser has it. */
export function translatorApi(): TranslatorApi | null {
  if (typeof self === 'undefined') return null;
  const api = (self as unknown as { Translator?: TranslatorApi }).Translator;
  return api && typeof api.create === 'function' && typeof api.availability === 'function' ? api : null;
}

/** Whether Italian → `target` can be translated here ('unavailable' when the browser cannot say). */
export async function pairAvailability(api: TranslatorApi, target: Lang): Promise<Availability> {
  try {
    const a = await api.availability(pair(target));
    return a === 'available' || a === 'downloadable' || a === 'downloading' ? a : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

// One translator per pair for the whole session: the language pack is downloaded once.
const made = new Map<Lang, ReturnType<TranslatorApi['create']>>();

/**
 * The Italian → `target` translator. The browser asks for the owner's gesture when it has to
 * download the pack, so this must be called from the click itself, before any await.
 * `onProgress` gets the download's fraction (0 to 1) while it lasts.
 */
export function translatorFor(api: TranslatorApi, target: Lang, onProgress: (loaded: number) => void) {
  let p = made.get(target);
  if (!p) {
    p = api.create({
      ...pair(target),
      monitor(m) {
        m.addEventListener('downloadprogress', (e) => onProgress(e.loaded));
      },
    });
    made.set(target, p);
    // A failed creation (refused, interrupted download) is tried afresh next time.
    p.catch(() => made.get(target) === p && made.delete(target));
  }
  return p;
}

/** Forgets every translator (a failed one is forgotten by itself; tests start afresh). */
export function forgetTranslators(): void {
  made.clear();
}
