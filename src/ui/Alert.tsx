import type { ReactNode } from 'react';

/** What went wrong, read out at once (role alert); nothing while there is nothing to say. */
export function Alert({ children, className = '', id }: { children: ReactNode; className?: string; id?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={`message message-error ${className}`}>
      {children}
    </p>
  );
}

/** What went well, read out when the reader is free (role status); nothing while there is nothing to say. */
export function Success({ children, className = '' }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="status" className={`message message-success ${className}`}>
      {children}
    </p>
  );
}
