import { useLang, useTranslation } from '../i18n/react';
import { isBuiltInLink, linkLabelIn } from '../content/siteSettings';
import type { NavbarLink } from '../content/types';

/**
 * A navbar link's label as shown in the interface language: the owner's label in it; for the site's own
 * links the site's word where the owner wrote none; else the Italian label.
 */
export function useLinkLabel() {
  const { t } = useTranslation();
  const lang = useLang();
  return (link: NavbarLink) => linkLabelIn(link, lang, isBuiltInLink(link.id) ? t(`nav.${link.id}`) : undefined);
}
