import { useId, type ReactNode } from 'react';
import styles from '../../ui/owner.module.css';

/** One labelled input (text or URL), with what shows beside it (a preview) and an optional hint below. */
export function SimpleField({
  label,
  hint,
  value,
  onChange,
  type = 'text',
  invalid,
  children,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'url';
  invalid?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
