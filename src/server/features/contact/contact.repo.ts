import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { contactMessages, users } from '@server/db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/**
 * Stores a message. No RETURNING: the app role may insert but not read the table, so the id and
 * time come from the caller.
 */
export async function insertMessage(
  tx: Tx,
  values: Pick<ContactMessageRow, 'id' | 'userId' | 'name' | 'email' | 'message' | 'createdAt'>,
): Promise<void> {
  await tx.insert(contactMessages).values(values);
}

/** A message with the e-mail of the account that sent it (null once that account is gone). */
export interface InboxRow {
  message: ContactMessageRow;
  accountEmail: string | null;
}

const withAccount = (tx: Tx) =>
  tx
    .select({ message: contactMessages, accountEmail: users.email })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId));

/** Every message, newest first; only the unread ones with `unreadOnly` (as the system). */
export const listMessages = (tx: Tx, unreadOnly: boolean): Promise<InboxRow[]> =>
  withAccount(tx)
    .where(unreadOnly ? isNull(contactMessages.readAt) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));

export async function findMessage(tx: Tx, id: string): Promise<InboxRow | undefined> {
  const [row] = await withAccount(tx).where(eq(contactMessages.id, id));
  return row;
}

/** Notes the first reading; a message read before keeps its first time. */
export async function markRead(tx: Tx, id: string, at: Date): Promise<void> {
  await tx
    .update(contactMessages)
    .set({ readAt: at })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
}

/** Returns false when there is no such message. */
export async function deleteMessage(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
