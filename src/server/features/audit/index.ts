export { recentEvents, recordEvent, recordEvents, recordLockout } from './audit.service';
export { deviceName } from './device';
