import { EditableBackground } from '../editing/images/EditableBackground';
import { EditableText } from '../editing/text/EditableText';
import type { HeaderPath } from '../content/pages';
import styles from './pages.module.css';

/** The header of a list or info page: background, title and subtitle from `{page}/header`. */
export function PageHeader({ doc }: { doc: HeaderPath }) {
  return (
    <EditableBackground doc={doc} className={styles.pageHeader} priority>
      <div className={`container ${styles.pageHeaderInner}`}>
        <EditableText doc={doc} field="title" as="h1" className={styles.pageTitle} />
        <EditableText doc={doc} field="subtitle" as="p" className={styles.pageSubtitle} multiline />
      </div>
    </EditableBackground>
  );
}
