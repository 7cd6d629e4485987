export { readImportFile, detectFormat, type ImportFile } from './formats/read-import-file';
export {
  EXPECTED_FILES,
  ImportFileError,
  type ImportFormat,
  type ImportItem,
} from './formats/import-item';
export { createImportRunner, forgetUnfinishedUploads } from './import-runner';
export { createImportService, type ImportService } from './import.service';
export { registerImportRoutes, STREAMED_UPLOADS } from './import.routes';
