export { DataExportCard } from './data-export-card';
export { ExportLinksButton } from './export-links-button';
