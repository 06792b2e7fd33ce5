export const SETTINGS_PATH = '/admin-impostazioni-sito';
export const CONTACT_PATH = '/contatti';
