import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '@server/db/schema';

// The webhooks' tables (migration 0021_webhooks.sql, docs/decisions/0107-webhooks.md), declared
// beside the only feature that reads and writes them.

/** A user's address that receives a signed POST for the events it names. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The HMAC key of its deliveries' signatures: kept as is, since it signs, and the user's to see. */
    secret: text('secret').notNull(),
    /** Some of WEBHOOK_EVENTS (a check constraint in the migration). */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('webhooks_id_user_key').on(t.id, t.userId),
    index('webhooks_user_idx').on(t.userId),
  ],
);

/**
 * The outbox and the delivery log: written in the transaction of the event, sent by a leased job
 * (kind 'webhook', key the id, asked for by a trigger). Pending while `nextAttemptAt` is set.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** One of WEBHOOK_EVENTS, or 'ping' (Send test). */
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).default(sql`now()`),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
  },
  (t) => [
    foreignKey({
      name: 'webhook_deliveries_owner_fk',
      columns: [t.webhookId, t.userId],
      foreignColumns: [webhooks.id, webhooks.userId],
    }).onDelete('cascade'),
    index('webhook_deliveries_log_idx').on(t.webhookId, t.createdAt.desc(), t.id.desc()),
  ],
);

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
