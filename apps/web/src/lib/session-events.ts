/**
 * "The session changed" (sign-in, sign-out, a 401), told to whoever holds per-session state. Modules
 * subscribe here rather than being imported by lib/auth.ts, so the login page's JavaScript does not
 * carry them: live updates (lib/realtime.ts) load with the signed-in areas only.
 */
type TListener = () => void;

const listeners = new Set<TListener>();

export function onSessionChanged(listener: TListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}
