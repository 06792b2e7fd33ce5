import { pickText } from '../content/localized';
import { useLang } from '../data/useLang';
import { SmartImage } from './SmartImage';
import styles from './DetailBlocks.module.css';

const TEXT_SIZES = ['normal', 'large', 'medium', 'small'];
const IMAGE_SIZES = ['full', 'large', 'medium', 'small'];

/** The detail content of a room, service or experience, in order. Unknown blocks are skipped. */
export function DetailBlocks({ blocks }: { blocks: unknown }) {
  const lang = useLang();
  if (!Array.isArray(blocks)) return null;
  return (
    <div className={styles.blocks}>
      {blocks.map((raw: unknown, i) => {
        if (!raw || typeof raw !== 'object') return null;
        const b = raw as Record<string, unknown>;
        const key = typeof b.blockId === 'string' ? b.blockId : `b${i}`;
        if (b.type === 'text') {
          const text = pickText(b.value, lang);
          if (!text) return null;
          const size = TEXT_SIZES.includes(b.size as string) ? (b.size as string) : 'normal';
          return (
            <p key={key} className={`${styles.text} ${styles[`text_${size}`]}`}>
              {text}
            </p>
          );
        }
        if (b.type === 'image') {
          const size = IMAGE_SIZES.includes(b.size as string) ? (b.size as string) : 'full';
          return (
            <figure key={key} className={`${styles.figure} ${styles[`img_${size}`]}`}>
              <SmartImage
                src={b.value}
                small={b.valueSmall}
                alt={pickText(b.alt, lang)}
                width={1200}
                height={800}
                sizes="(min-width: 48rem) 46rem, 100vw"
              />
            </figure>
          );
        }
        return null;
      })}
    </div>
  );
}
