import { randomUUID } from 'node:crypto';
import type { ContactMessageReceipt, ContactMessageRequest } from '@shared/contracts/contact';
import type { Database } from '@server/db/client';
import { RateLimitedError } from '@server/http/app-error';
import type { RateWindow } from '@server/rate-limit/rate-window';
import {
  deleteMessage,
  findMessage,
  insertMessage,
  listMessages,
  markRead,
  type InboxRow,
} from './contact.repo';

/** Messages one account may send an hour: a person writing, never a flood in the operator's inbox. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

/** 429 for one message too many, saying when the next may go. */
export class ContactRateLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    this.message = `You can send ${CONTACT_MESSAGES_PER_HOUR} messages an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
}

export interface ContactServiceDeps {
  db: Database;
  /** Each account's messages, per hour (memory on PGlite, the database on PostgreSQL). */
  sends: RateWindow;
  now?: () => number;
}

/**
 * Settings → Contact Us (docs/product/contact-messages.md): a signed-in user's message, stored for
 * the operator.
 */
export function createContactService({ db, sends, now = Date.now }: ContactServiceDeps) {
  return {
    /** Stores the message with its sender's account and time; 429 past the hourly limit. */
    async send(userId: string, request: ContactMessageRequest): Promise<ContactMessageReceipt> {
      const taken = await sends.take(userId);
      if (!taken.admitted) throw new ContactRateLimitedError(Math.ceil(taken.waitMs / 1000));
      const id = randomUUID();
      const createdAt = new Date(now());
      try {
        await db.asUser(userId, (tx) => insertMessage(tx, { id, userId, createdAt, ...request }));
      } catch (error) {
        // Not stored, so not counted.
        await sends.release(userId, taken.time);
        throw error;
      }
      return { id, createdAt: createdAt.toISOString() };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The operator's side (`npm run cli -- messages`): everyone's messages, as the system. */
export function createContactInbox(db: Database, now: () => number = Date.now) {
  return {
    /** Newest first; only those never read with `unreadOnly`. */
    list: (unreadOnly = false): Promise<InboxRow[]> =>
      db.system((tx) => listMessages(tx, unreadOnly)),

    /** One message whole, marked read from now on; undefined when there is none with that id. */
    read: (id: string): Promise<InboxRow | undefined> =>
      UUID.test(id)
        ? db.system(async (tx) => {
            const found = await findMessage(tx, id);
            if (found && !found.message.readAt) await markRead(tx, id, new Date(now()));
            // As it was before this reading: the operator sees that it was new.
            return found;
          })
        : Promise.resolve(undefined),

    /** False when there is no message with that id. */
    delete: (id: string): Promise<boolean> =>
      UUID.test(id) ? db.system((tx) => deleteMessage(tx, id)) : Promise.resolve(false),
  };
}

export type ContactInbox = ReturnType<typeof createContactInbox>;
export type { InboxRow };
