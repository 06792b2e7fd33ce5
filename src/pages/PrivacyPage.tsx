import { useLang, useTranslation } from '../i18n/react';
import { PRIVACY_DOCS } from '../content/pages';
import { pickText } from '../content/localized';
import { useDocument } from '../data/useRead';
import { EditableText } from '../editing/text/EditableText';
import { Seo } from './Seo';
import styles from './pages.module.css';

const [INTRO, ...SECTIONS] = PRIVACY_DOCS;

/** The privacy notice, in five languages: an introduction and its sections, each edited in place. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const intro = useDocument(INTRO);
  const d = intro.status === 'ready' ? intro.data : null;
  return (
    <>
      <Seo title={pickText(d?.title, lang) ?? t('footer.privacy')} description={pickText(d?.text, lang)} />
      <article className={`section container ${styles.prose}`}>
        <EditableText doc={INTRO} field="title" as="h1" />
        <EditableText doc={INTRO} field="text" as="p" multiline className={styles.lead} />
        {SECTIONS.map((doc) => (
          <section key={doc}>
            <EditableText doc={doc} field="title" as="h2" />
            <EditableText doc={doc} field="text" as="p" multiline />
          </section>
        ))}
      </article>
    </>
  );
}
