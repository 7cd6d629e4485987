// What other parts of the client may use of the import feature (docs/product/import-export.md).
export { ImportCard } from './import-card';
