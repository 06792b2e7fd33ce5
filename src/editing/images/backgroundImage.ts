import type { DocData } from '../../backend/port';
import type { ReadState } from '../../data/readCache';
import { usableImageUrl } from '../../content/urls';

/**
 * A background field's picture as shown: the stored one when it is a usable image address (with its
 * 800 px variant, when an upload made one), else the default; the default too when the read failed;
 * nothing while it loads.
 */
export function backgroundImage(
  state: ReadState<DocData | null>,
  field: string,
  fallback: string,
): { url: string | null; small: string } {
  const data = state.status === 'ready' ? state.data : null;
  const url = state.status === 'ready' ? usableImageUrl(data?.[field], fallback) : state.status === 'error' ? fallback : null;
  // (An upload that needed no smaller copy names the image itself as its variant: no srcset then.)
  const stored = data && url === data[field] ? usableImageUrl(data[`${field}Small`], '') : '';
  return { url, small: stored === url ? '' : stored };
}
