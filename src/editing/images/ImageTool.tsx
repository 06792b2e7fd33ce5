import { lazy, Suspense, type ReactNode } from 'react';
import type { ImageEditorProps } from './ImageEditor';

const ImageEditor = lazy(() => import('./ImageEditor'));

/**
 * The owner's button that replaces an image, and its editor once opened (its code loaded then): by the
 * address typed over `url` (none: by upload only) or an upload into `folder`.
 */
export function ImageTool({
  label,
  className,
  children,
  ...editor
}: ImageEditorProps & { label?: string; className: string; children: ReactNode }) {
  return (
    <>
      <button type="button" className={className} onClick={editor.image.edit} aria-label={label}>
        {children}
      </button>
      {editor.image.editing && (
        <Suspense fallback={null}>
          <ImageEditor {...editor} />
        </Suspense>
      )}
    </>
  );
}
