import { useId, type ReactNode } from 'react';
import admin from '../../ui/owner.module.css';
import styles from './settings.module.css';

/** A part of the settings page beside the settings form (the trash, the backup…), under its own heading. */
export function SettingsSection({ title, anchor, children }: { title: string; anchor?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section id={anchor} className={`${admin.fieldset} ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
