import { useTranslation } from '../../i18n/react';
import type { CatalogueKind } from '../../content/catalogue';
import { useBackend } from '../../data/context';
import { saveFields } from '../core/saving';
import { ImageTool } from './ImageTool';
import { useImageEdit } from './useBackground';
import { mainImageWrite } from '../core/writes';
import styles from '../../ui/owner.module.css';
import pictures from './imageTools.module.css';

/** Replaces the main image of a room, service or experience from its detail page (the replaced one stays with the save's revision). */
export default function MainImageTool({ kind, id }: { kind: CatalogueKind; id: string }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const path = `${kind.collection}/${id}`;
  const image = useImageEdit((img) => saveFields(backend, path, (owner) => mainImageWrite(img, owner)), 'imageUpdate');
  return (
    <div className={pictures.mainTool}>
      <ImageTool image={image} folder={kind.mainFolder} title={t('editing.replaceImage')} className={styles.iconBtn}>
        {t('editing.replaceImage')}
      </ImageTool>
    </div>
  );
}
