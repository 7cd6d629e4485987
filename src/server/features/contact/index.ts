export { registerContactRoutes } from './contact.routes';
export {
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_WINDOW_MS,
  createContactInbox,
  createContactService,
  type ContactInbox,
  type InboxRow,
} from './contact.service';
