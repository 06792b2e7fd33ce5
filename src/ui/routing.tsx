/**
 * The site's addresses over react-router: a page's path without its language prefix, and links and
 * moves to a page of the site in the language shown (`/camere` in German is `/de/camere`; the owner's
 * pages and unknown paths have one URL for every language, src/content/paths.ts).
 */
import { Link as RouterLink, Navigate, useLocation, useNavigate, type LinkProps, type NavigateOptions } from 'react-router-dom';
import { localizedPath, splitLangPath } from '../content/paths';
import { useLang } from '../i18n/react';

/** The page shown, without its language prefix (`/de/camere` → `/camere`): what the pages are named by. */
export function usePagePath(): string {
  return splitLangPath(useLocation().pathname).path;
}

/** A link to a page of the site (`to` without a language prefix), in the language shown. */
export function Link({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <RouterLink to={localizedPath(to, useLang())} {...props} />;
}

/** Moves to a page of the site (named without a language prefix), in the language shown. */
export function useGoTo(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const lang = useLang();
  return (to, options) => void navigate(localizedPath(to, lang), options);
}

/** On render, goes to another page of the site instead (the history entry replaced), in the language shown. */
export function Redirect({ to }: { to: string }) {
  return <Navigate to={localizedPath(to, useLang())} replace />;
}
