export { recentEvents, recordEvent, recordLockout } from './audit.service';
export { deviceName } from './device';
