export { createLimitsService, type LimitsService } from './limits.service';
export { registerLimitsRoutes } from './limits.routes';
