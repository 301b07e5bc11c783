import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shopPrimaryKey, shopRowColumns } from '../establishments/establishments.tables';

/**
 * The audit log (issue 32, decision 051): append-only. Rows are inserted inside the
 * transaction of the action they record and never updated or deleted by the code
 * (audit-append-only.test.ts greps for a path that would); a backup neither carries nor
 * restores them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    ...shopRowColumns(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order lines were written in: the lines of one transaction share `at` (its start),
     * so the log orders by (at, seq). Not a key: on Citus the sequence is the coordinator's,
     * through which every insert goes (docs/scaling.md).
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** The account that acted, its email and name as they were (the log outlives the account). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorName: text('actor_name'),
    /** Who approved it, when a second person had to (a discount above the limit...). */
    approverEmail: text('approver_email'),
    approverName: text('approver_name'),
    device: text('device'),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    // Keyed by shop like every tenant table (decision 054).
    shopPrimaryKey('audit_log', table),
    index('audit_log_establishment_at_seq_idx').on(table.establishmentId, table.at, table.seq),
  ],
);
