import { useEffect } from 'react';
import { useBackend } from '../../data/context';
import { SaveNotice } from './SaveNotice';
import { sweepTrash } from './saving';

/** How long after the owner's tools start the trash is looked through (the page's own reads go first). */
const SWEEP_DELAY_MS = 3000;

/**
 * What the signed-in owner's pages carry besides the editors (loaded after sign-in, never for a
 * visitor): the notice after each save, and once per visit the deletion of whatever has been in the
 * trash longer than TRASH_DAYS.
 */
export default function OwnerLayer() {
  const backend = useBackend();
  useEffect(() => {
    const timer = setTimeout(() => void sweepTrash(backend).catch(() => 0), SWEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [backend]);
  return <SaveNotice />;
}
