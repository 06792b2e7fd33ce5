import { Handle, HandleRoot, Image, Item, Provider, Root } from 'react-compare-slider/components';
import { useReactCompareSlider } from 'react-compare-slider/hooks';
import { useTranslation } from '../i18n/react';
import styles from './Comparison.module.css';

/**
 * The before/after slider (react-compare-slider, through its own components), loaded by Comparison when
 * it comes near the screen: a group named in the page's language, its handle a slider named there too,
 * moved with the arrow keys, its focus shown. Each picture has its description, or says which it is.
 */
export default function BeforeAfter({
  before,
  after,
  beforeAlt,
  afterAlt,
}: {
  before: string;
  after: string;
  beforeAlt: string;
  afterAlt: string;
}) {
  const { t } = useTranslation();
  const slider = useReactCompareSlider({ keyboardIncrement: '5%' });
  return (
    <Provider {...slider}>
      <Root role="group" aria-label={t('home.compareLabel')} style={{ width: '100%', height: '100%' }}>
        <Item item="itemOne">
          <Image src={before} alt={beforeAlt} width={1200} height={800} loading="lazy" />
        </Item>
        <Item item="itemTwo">
          <Image src={after} alt={afterAlt} width={1200} height={800} loading="lazy" />
        </Item>
        <HandleRoot aria-label={t('home.compareHandle')} className={styles.handle}>
          <Handle />
        </HandleRoot>
      </Root>
    </Provider>
  );
}
