import { ReactCompareSlider, ReactCompareSliderImage } from 'react-compare-slider';
import { useTranslation } from 'react-i18next';
import { DEFAULT_IMAGES } from '../content/constants';
import { usableImageUrl } from '../content/urls';

/** The before/after comparison; the handle moves with the arrow keys. Each picture has its description, or says which it is. */
export default function BeforeAfter({
  before,
  after,
  beforeAlt,
  afterAlt,
}: {
  before: unknown;
  after: unknown;
  beforeAlt?: string;
  afterAlt?: string;
}) {
  const { t } = useTranslation();
  return (
    <ReactCompareSlider
      aria-label={t('home.compareLabel')}
      keyboardIncrement="5%"
      itemOne={image(usableImageUrl(before, DEFAULT_IMAGES.before), beforeAlt ?? t('home.before'))}
      itemTwo={image(usableImageUrl(after, DEFAULT_IMAGES.after), afterAlt ?? t('home.after'))}
      style={{ aspectRatio: '3 / 2', borderRadius: 'var(--radius-lg)', boxShadow: 'var(--shadow-lift)' }}
    />
  );
}

function image(src: string, alt: string) {
  return <ReactCompareSliderImage src={src} alt={alt} width={1200} height={800} loading="lazy" />;
}
