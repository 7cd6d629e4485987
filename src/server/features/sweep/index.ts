export { startSweeping } from './sweep.service';
