/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own hook
 * (vite.config.ts aliases the package here). react-i18next imports the shim for older Reacts;
 * its CommonJS wrapper cost the kiosk's download about half a kilobyte for nothing.
 */
export { useSyncExternalStore } from 'react';
