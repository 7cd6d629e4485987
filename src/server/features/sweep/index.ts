export { startSweeping } from './sweep.service';
export { LIBRARY_TOMBSTONE_RETENTION_DAYS, sweep } from './sweep.service';
