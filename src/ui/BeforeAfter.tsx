import { ReactCompareSlider, ReactCompareSliderImage } from 'react-compare-slider';
import { useTranslation } from 'react-i18next';
import { DEFAULT_IMAGES } from '../content/constants';
import { usableImageUrl } from '../content/urls';

/** The before/after comparison; the handle moves with the arrow keys. */
export default function BeforeAfter({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  return (
    <ReactCompareSlider
      aria-label={t('home.compareLabel')}
      keyboardIncrement="5%"
      itemOne={
        <ReactCompareSliderImage
          src={usableImageUrl(before, DEFAULT_IMAGES.before)}
          alt={t('home.before')}
          width={1200}
          height={800}
          loading="lazy"
        />
      }
      itemTwo={
        <ReactCompareSliderImage
          src={usableImageUrl(after, DEFAULT_IMAGES.after)}
          alt={t('home.after')}
          width={1200}
          height={800}
          loading="lazy"
        />
      }
      style={{ aspectRatio: '3 / 2', borderRadius: 'var(--radius-lg)', boxShadow: 'var(--shadow-lift)' }}
    />
  );
}
