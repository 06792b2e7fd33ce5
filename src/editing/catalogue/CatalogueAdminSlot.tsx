import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import type { CatalogueKind } from '../../content/catalogue';
import type { Doc } from '../../backend/port';
import { useIsAdmin } from '../../data/context';

// The owner's toolbar, card buttons, forms and dialogs: their code (and styles) load for the owner only.
const CatalogueOwner = lazy(() => import('./CatalogueOwner'));
const ItemButtons = lazy(() => import('./CatalogueOwner').then((m) => ({ default: m.ItemButtons })));

export type CatalogueAction =
  | { type: 'add' | 'order' }
  | { type: 'edit' | 'delete'; item: Doc }
  /** From the translations overview (`#edit=rooms/abc`): the listing's form, once it is read. */
  | { type: 'open'; id: string };

/** How a card's buttons ask the list's owner tools for an action (set only around the owner's list). */
export const ActionContext = createContext<((a: CatalogueAction) => void) | null>(null);

/** Around a catalogue's list: for a signed-in owner, the add and order buttons and the forms they open. */
export function CatalogueAdmin({ kind, children }: { kind: CatalogueKind; children: ReactNode }) {
  const admin = useIsAdmin();
  if (!admin) return children;
  return (
    <Suspense fallback={children}>
      <CatalogueOwner kind={kind}>{children}</CatalogueOwner>
    </Suspense>
  );
}

/** Edit and delete buttons on a card, shown only inside the owner's list. */
export function ItemTools({ kind, item }: { kind: CatalogueKind; item: Doc }) {
  const request = useContext(ActionContext);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ItemButtons kind={kind} item={item} request={request} />
    </Suspense>
  );
}
