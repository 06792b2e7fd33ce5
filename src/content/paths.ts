export const SETTINGS_PATH = '/admin-impostazioni-sito';
export const CONTACT_PATH = '/contatti';
/** The pages besides the catalogues' (src/content/catalogue.ts) that a visitor can reach (SPEC §2's routes). */
export const PAGE_PATHS = ['/', '/galleria', '/posizione', CONTACT_PATH];
/** The privacy notice, in five languages (linked from the footer and the cookie notice). */
export const PRIVACY_PATH = '/privacy';
