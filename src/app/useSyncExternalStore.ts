/**
 * What the libraries' `use-sync-external-store/shim` imports resolve to (vite.config.ts): React 19's own hook.
 * The shim re-implements it for React 17 and older, code every visitor would download for nothing.
 */
export { useSyncExternalStore } from 'react';
