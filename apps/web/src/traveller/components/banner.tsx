import type { ReactNode } from 'react';

type TTone = 'error' | 'success' | 'info' | 'warning';

/** A full-width message; errors are announced (role alert), the others politely (role status). */
export function Banner({ tone, children }: { tone: TTone; children: ReactNode }) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
