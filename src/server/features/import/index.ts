export { readImportFile, detectFormat, type ImportFile } from './formats/read-import-file';
export {
  EXPECTED_FILES,
  ImportFileError,
  type ImportFormat,
  type ImportItem,
} from './formats/import-item';
