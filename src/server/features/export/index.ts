export { registerExportRoutes } from './export.routes';
export { createExportService } from './export.service';
