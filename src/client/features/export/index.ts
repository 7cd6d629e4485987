export { DataExportCard } from './data-export-card';
export { useExportLinks } from './use-export-links';
