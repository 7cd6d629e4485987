export { registerAccountRoutes } from './account.routes';
export { createAccountService } from './account.service';
