import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '@shared/constants';
import { AppError } from './app-error';

/** Refuses bodies over the limit before reading them whole. */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError('payload_too_large', 413);
  },
});
