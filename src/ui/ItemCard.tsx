import type { ReactNode } from 'react';
import { Link } from './routing';
import { useLang, useTranslation } from '../i18n/react';
import type { CatalogueKind } from '../content/catalogue';
import { pickText } from '../content/localized';
import { SmartImage } from './SmartImage';
import { Price } from './Price';
import styles from './ItemCard.module.css';

/** What a card shows: an item's id and its stored fields, as read. */
export interface CardItem {
  id: string;
  data: Record<string, unknown>;
}

/** One room, service or experience in a list. */
export function ItemCard({ kind, item, tools }: { kind: CatalogueKind; item: CardItem; tools?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  // A listing not yet named in the language or in Italian is still a link to its page, never an unfinished "[…]".
  const title = pickText(item.data[kind.titleField], lang) ?? t('buttons.discover');
  const text = pickText(item.data[kind.textField], lang);
  const href = `${kind.path}/${encodeURIComponent(item.id)}`;
  return (
    <article className={styles.card}>
      {tools}
      <SmartImage
        src={item.data.imageUrl}
        small={item.data.imageUrlSmall}
        width={1200}
        height={800}
        sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
        alt={pickText(item.data.imageAlt, lang)}
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={href} className={styles.link}>
            {title}
          </Link>
        </h3>
        {text && <p className={styles.text}>{text}</p>}
        {kind.hasPrice && <Price value={item.data.price} className={styles.price} />}
        <span className={styles.more} aria-hidden="true">
          {t('buttons.discover')} →
        </span>
      </div>
    </article>
  );
}
