import { useTranslation } from 'react-i18next';
import { BUILT_IN_LINK_IDS } from '../content/settings';
import type { NavbarLink } from '../content/types';

/** A navbar link's label as shown: built-in links in the interface language, custom ones as stored. */
export function useLinkLabel() {
  const { t } = useTranslation();
  return (link: NavbarLink) => ((BUILT_IN_LINK_IDS as readonly string[]).includes(link.id) ? t(`nav.${link.id}`) : link.label);
}
