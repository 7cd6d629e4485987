/**
 * The sweep of dead links (docs/product/availability.md): saved videos looked up again in the
 * background, marked unavailable when gone and unmarked when back, and the notice that says so.
 */
export {
  AVAILABILITY_PASS_INTERVAL_MS,
  AVAILABILITY_USERS_PER_TURN,
  AVAILABILITY_VIDEOS_PER_USER,
  defineAvailabilitySweep,
} from './availability-sweep';
export { registerAvailabilityRoutes } from './availability.routes';
export { createAvailabilityService } from './availability.service';
