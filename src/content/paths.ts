export const SETTINGS_PATH = '/admin-impostazioni-sito';
export const CONTACT_PATH = '/contatti';
/** The privacy notice, in five languages (linked from the footer and the cookie notice). */
export const PRIVACY_PATH = '/privacy';
