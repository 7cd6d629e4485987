// What other parts of the client may use of the import feature (issue 15).
export { ImportCard } from './import-card';
