import { ReactCompareSlider, ReactCompareSliderImage } from 'react-compare-slider';
import { useTranslation } from 'react-i18next';

/**
 * The before/after slider (react-compare-slider), loaded by Comparison when it comes near the screen;
 * the handle moves with the arrow keys. Each picture has its description, or says which it is.
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
  return (
    <ReactCompareSlider
      aria-label={t('home.compareLabel')}
      keyboardIncrement="5%"
      itemOne={image(before, beforeAlt)}
      itemTwo={image(after, afterAlt)}
      style={{ width: '100%', height: '100%' }}
    />
  );
}

function image(src: string, alt: string) {
  return <ReactCompareSliderImage src={src} alt={alt} width={1200} height={800} loading="lazy" />;
}
