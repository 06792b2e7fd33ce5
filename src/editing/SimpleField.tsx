import { useId } from 'react';
import styles from './admin.module.css';

/** One labelled text (or number) input with its hint below. */
export function SimpleField({
  label,
  hint,
  value,
  onChange,
  numeric,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (v: string) => void;
  numeric?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={numeric ? 'number' : 'text'}
        inputMode={numeric ? 'numeric' : undefined}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
