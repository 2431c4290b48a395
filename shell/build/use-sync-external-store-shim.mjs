// swr imports `use-sync-external-store/shim`, a polyfill for React before 18. React 19 has the hook
// itself, so the shell's build points that import here and ships no polyfill (issue 7).
export { useSyncExternalStore } from 'react';
