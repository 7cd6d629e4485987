import { EMAIL_MAX_LENGTH } from './constants';

/**
 * docs/product/validation.md and errors.md: the words for the Contact Us form with a field left
 * blank.
 */
export const CONTACT_FIELDS_REQUIRED = 'Please fill in all fields';

/** The longest Contact Us fields the server stores; the form's inputs stop there too. */
export const CONTACT_MAX_LENGTH = {
  name: 200,
  email: EMAIL_MAX_LENGTH,
  message: 5000,
} as const;
