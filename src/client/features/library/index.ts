export { LimitTypeSchema } from './api/library-schemas';
export { useTierState } from './api/use-tier';
export { LibraryScreen } from './components/library-screen';
export { LibraryShell } from './components/shell/library-shell';
