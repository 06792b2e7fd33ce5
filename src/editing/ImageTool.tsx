import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageFolder } from '../content/constants';
import type { ImageEdit } from './useBackground';

const ImageEditor = lazy(() => import('./ImageEditor'));

/**
 * The owner's button that replaces an image, and its editor once opened (its code loaded then): by the
 * address typed over `url` (none: by upload only) or an upload into `folder`.
 */
export function ImageTool({
  image,
  url,
  folder = 'images',
  title,
  uploadLabel,
  label,
  className,
  children,
}: {
  image: ImageEdit;
  url?: string | null;
  folder?: StorageFolder;
  title?: string;
  uploadLabel?: string;
  label?: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className={className} onClick={image.edit} aria-label={label}>
        {children}
      </button>
      {image.editing && (
        <Suspense fallback={null}>
          <ImageEditor
            image={image}
            title={title ?? t('editing.backgroundTitle')}
            url={url}
            folder={folder}
            uploadLabel={uploadLabel ?? t('editing.orUpload')}
          />
        </Suspense>
      )}
    </>
  );
}
