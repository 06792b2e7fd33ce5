/**
 * A stand-in for the browser's Translator API (desktop Chrome 138+, Edge), installed by the tests
 * only: in component tests on `window`, in browser tests with `page.addInitScript(installFakeTranslator, options)`.
 * It must stay self-contained (no imports, no outer variables): Playwright sends its source to the page.
 *
 * Translations read "[de] <Italian>". Per language it says how available the pair is; a pair that
 * must be downloaded reports progress in `steps` and, like the real one, refuses to start without
 * the user's gesture where the browser can tell. `failAfter` makes a language's translate() fail
 * after that many texts; `failCreate` makes its creation fail. What was asked is kept in
 * `window.__translator` for the tests to read.
 */
export interface FakeTranslatorOptions {
  availability?: Partial<Record<string, 'unavailable' | 'downloadable' | 'downloading' | 'available'>>;
  steps?: number;
  /** Milliseconds between download steps (and before each translation). */
  delayMs?: number;
  failAfter?: Partial<Record<string, number>>;
  failCreate?: string[];
}

export interface FakeTranslatorLog {
  created: string[];
  translated: { lang: string; text: string }[];
  progress: { lang: string; loaded: number }[];
}

export function installFakeTranslator(options: FakeTranslatorOptions = {}, target: Window = window): void {
  const availability = options.availability ?? {};
  const steps = options.steps ?? 4;
  const delay = options.delayMs ?? 10;
  const log: FakeTranslatorLog = { created: [], translated: [], progress: [] };
  const wait = () => new Promise((r) => setTimeout(r, delay));
  const stateOf = (lang: string) => availability[lang] ?? 'available';
  const fake = {
    async availability({ sourceLanguage, targetLanguage }: { sourceLanguage: string; targetLanguage: string }) {
      return sourceLanguage === 'it' ? stateOf(targetLanguage) : 'unavailable';
    },
    create({
      targetLanguage: lang,
      monitor,
    }: {
      sourceLanguage: string;
      targetLanguage: string;
      monitor?: (m: { addEventListener: (t: string, cb: (e: { loaded: number }) => void) => void }) => void;
    }) {
      const state = stateOf(lang);
      const activation = (target.navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
      if (state === 'unavailable') return Promise.reject(new DOMException('Unsupported pair', 'NotSupportedError'));
      if (state !== 'available' && activation && !activation.isActive)
        return Promise.reject(new DOMException('A user gesture is required', 'NotAllowedError'));
      const listeners: ((e: { loaded: number }) => void)[] = [];
      monitor?.({ addEventListener: (_t, cb) => listeners.push(cb) });
      log.created.push(lang);
      return (async () => {
        if (state !== 'available') {
          for (let i = 0; i <= steps; i++) {
            await wait();
            const loaded = i / steps;
            log.progress.push({ lang, loaded });
            for (const cb of listeners) cb({ loaded });
          }
          availability[lang] = 'available';
        }
        if (options.failCreate?.includes(lang)) throw new DOMException('The download was interrupted', 'NetworkError');
        let count = 0;
        return {
          async translate(text: string) {
            await wait();
            const limit = options.failAfter?.[lang];
            if (limit !== undefined && count >= limit) throw new DOMException('Translation failed', 'UnknownError');
            count++;
            log.translated.push({ lang, text });
            return `[${lang}] ${text}`;
          },
        };
      })();
    },
  };
  Object.assign(target, { Translator: fake, __translator: log });
}
