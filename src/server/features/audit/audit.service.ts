import {
  SECURITY_EVENT_TYPES,
  type SecurityEvent,
  type SecurityEventType,
} from '@shared/contracts/account';
import type { Database, Tx } from '@server/db/client';
import type { ClientInfo } from '@server/http/client-info';
import { insertAuditEvents, listRecentAuditEvents } from './audit.repo';
import { deviceName } from './device';
import { findUserByEmail } from '@server/core';

/** How many events the person sees beside their sessions. */
export const RECENT_EVENTS = 20;

export interface AuditEvent {
  type: SecurityEventType;
  userId: string;
  sessionId?: string | null;
  /** What the event names: an API token's name. */
  detail?: string | null;
  client: ClientInfo;
}

/**
 * Writes security events in the caller's transaction, so they are recorded exactly when what
 * they describe happened (a rolled-back password change leaves no "password changed").
 */
export function recordEvents(tx: Tx, events: AuditEvent[]) {
  return insertAuditEvents(
    tx,
    events.map(({ type, userId, sessionId = null, detail = null, client }) => ({
      type,
      userId,
      sessionId,
      detail,
      clientAddress: client.address,
      userAgent: client.userAgent,
    })),
  );
}

export const recordEvent = (tx: Tx, event: AuditEvent) => recordEvents(tx, [event]);

/**
 * A lockout names an e-mail (the sign-in limits count per e-mail): the event is written when it
 * is an account's (unknown e-mails have no one to tell), in a transaction of its own.
 */
export async function recordLockout(db: Database, email: string, client: ClientInfo) {
  await db.system(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) await recordEvent(tx, { type: 'lockout', userId: user.id, client });
  });
}

const isEventType = (type: string): type is SecurityEventType =>
  (SECURITY_EVENT_TYPES as readonly string[]).includes(type);

/** The person's own recent events, newest first, as the account screen shows them. */
export async function recentEvents(db: Database, userId: string): Promise<SecurityEvent[]> {
  const rows = await db.system((tx) => listRecentAuditEvents(tx, userId, RECENT_EVENTS));
  return rows.flatMap((row) =>
    isEventType(row.type)
      ? [
          {
            id: row.id,
            type: row.type,
            detail: row.detail,
            client_address: row.clientAddress,
            device: deviceName(row.userAgent),
            created_at: row.createdAt.toISOString(),
          },
        ]
      : [],
  );
}
