export { registerCategoryRoutes } from './categories.routes';
export { createCategoriesService, toCategory } from './categories.service';
