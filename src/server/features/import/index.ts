export { createImportRunner, forgetUnfinishedUploads } from './import-runner';
export { createImportService } from './import.service';
export { registerImportRoutes, STREAMED_UPLOADS } from './import.routes';
