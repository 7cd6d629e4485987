import { desc, eq } from 'drizzle-orm';
import type { SecurityEventType } from '@shared/contracts/account';
import type { Tx } from '@server/db/client';
import { auditEvents } from '@server/db/schema';

export type AuditEventRow = typeof auditEvents.$inferSelect;

export interface AuditEventValues {
  userId: string;
  sessionId?: string | null;
  type: SecurityEventType;
  detail?: string | null;
  clientAddress: string | null;
  userAgent: string | null;
}

/** Writes the events in one statement (none when there are none). */
export async function insertAuditEvents(tx: Tx, values: AuditEventValues[]): Promise<void> {
  if (values.length > 0) await tx.insert(auditEvents).values(values);
}

/** The user's newest events first. */
export function listRecentAuditEvents(tx: Tx, userId: string, limit: number) {
  return tx
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.userId, userId))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}
