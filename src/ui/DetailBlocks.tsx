import { readDetailContent } from '../content/catalogue';
import { pickText } from '../content/localized';
import { useLang } from '../i18n/react';
import { SmartImage } from './SmartImage';
import styles from './DetailBlocks.module.css';

/** The detail content of a room, service or experience, in order. Unknown blocks are skipped. */
export function DetailBlocks({ blocks }: { blocks: unknown }) {
  const lang = useLang();
  const shown = readDetailContent(blocks);
  if (!shown.length) return null;
  return (
    <div className={styles.blocks}>
      {shown.map((b, i) => {
        const key = b.blockId ?? `b${i}`;
        if (b.type === 'image')
          return (
            <figure key={key} className={`${styles.figure} ${styles[`img_${b.size}`]}`}>
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
        const text = pickText(b.value, lang);
        return (
          text && (
            <p key={key} className={`${styles.text} ${styles[`text_${b.size}`]}`}>
              {text}
            </p>
          )
        );
      })}
    </div>
  );
}
