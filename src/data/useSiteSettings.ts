import { readSiteSettings } from '../content/siteSettings';
import { SETTINGS_DOC } from '../content/constants';
import type { SiteSettings } from '../content/types';
import { useDocument } from './useRead';
import { useMemo } from 'react';

/** The global site settings (live for the owner); defaults while loading or when missing. */
export function useSiteSettings(): SiteSettings & { loaded: boolean } {
  const state = useDocument(SETTINGS_DOC);
  const data = state.status === 'ready' ? state.data : null;
  return useMemo(() => ({ ...readSiteSettings(data), loaded: state.status !== 'loading' }), [data, state.status]);
}
