export { createEventsService, type EventsService, HEARTBEAT_MS } from './events.service';
export { registerEventRoutes } from './events.routes';
