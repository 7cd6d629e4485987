export { defineSweep, LIBRARY_TOMBSTONE_RETENTION_DAYS, sweep } from './sweep.service';
