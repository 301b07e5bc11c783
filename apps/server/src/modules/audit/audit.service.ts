import { and, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import {
  endOfBusinessDay,
  startOfBusinessDay,
  type AuditEntry,
  type AuditKind,
  type AuditQuery,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { auditLog } from './audit.tables';

/** Who acted, from where: read from the request by the route (auditorOf). */
export interface Auditor {
  id: string | null;
  email: string | null;
  /** Their name as it is now: the line keeps it (the log outlives the account). */
  name: string | null;
  /** The register's name, the address and the browser, as one line. */
  device: string | null;
}

/** A person as a line names them: email, and name when the account has one. */
export interface AuditPerson {
  email: string;
  name: string | null;
}

export interface AuditRecord {
  kind: AuditKind;
  subject: string;
  /** Who approved it, when a second person had to: their email and name. */
  approver?: AuditPerson | null;
  /** What it was, and what it became: small objects or values, shown as text. */
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one line of the log with the caller's executor: inside the transaction of the action
 * it records, so the action and its line commit or roll back together.
 */
export async function recordAudit(
  tx: Executor,
  establishmentId: string,
  auditor: Auditor,
  record: AuditRecord,
): Promise<void> {
  await tx.insert(auditLog).values({
    establishmentId,
    kind: record.kind,
    actorId: auditor.id,
    actorEmail: auditor.email,
    actorName: auditor.name,
    approverEmail: record.approver?.email ?? null,
    approverName: record.approver?.name ?? null,
    device: auditor.device,
    subject: record.subject,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** How a secret reads in a log line: whether it is set, never its value. */
export const secretSet = (value: unknown) => (value ? 'definido' : null);

/**
 * Only the fields that changed between two versions of a record, as before → after. A secret
 * field (a token, a certificate, a CSC, a password) shows that it changed, never its value.
 * Null when nothing changed: nothing to log.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  secrets: readonly string[] = [],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const field of Object.keys(after)) {
    if (JSON.stringify(before[field] ?? null) === JSON.stringify(after[field] ?? null)) continue;
    const secret = secrets.includes(field);
    was[field] = secret ? secretSet(before[field]) : (before[field] ?? null);
    is[field] = secret ? (after[field] ? 'alterado' : null) : (after[field] ?? null);
  }
  return Object.keys(is).length === 0 ? null : { before: was, after: is };
}

/**
 * A shop's integration settings written and logged together (issue 32): in one transaction,
 * the row before, the write, the row after, and one 'integrations.change' line with the fields
 * `audited` shows that changed (`secrets` only as "alterado"). Answers the row after. The
 * iFood, Open Delivery and WhatsApp cards save through it.
 */
export async function saveIntegration<Row>(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
  integration: {
    /** The log line's subject: "iFood", "Open Delivery", "WhatsApp". */
    subject: string;
    read: (tx: Executor) => Promise<Row | undefined>;
    /** The write; it may refuse (throw) after seeing the row before. */
    write: (tx: Executor, before: Row | undefined) => Promise<unknown>;
    /** The fields the log compares (a secret's sealed value stands for it). */
    audited: (row: Row | undefined) => Record<string, unknown>;
    secrets?: readonly string[];
  },
): Promise<Row | undefined> {
  return db.transaction(async (tx) => {
    const before = await integration.read(tx);
    await integration.write(tx, before);
    const after = await integration.read(tx);
    const change = changedFields(
      integration.audited(before),
      integration.audited(after),
      integration.secrets,
    );
    if (change) {
      await recordAudit(tx, establishmentId, auditor, {
        kind: 'integrations.change',
        subject: integration.subject,
        ...change,
      });
    }
    return after;
  });
}

const shown = (value: unknown) =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The shop's log, newest first, filtered by period, kind and person. */
export async function listAudit(
  db: Database,
  establishmentId: string,
  query: AuditQuery,
  limit = 1000,
): Promise<AuditEntry[]> {
  const person = query.person ? `%${query.person.replace(/[\\%_]/g, '\\$&')}%` : null;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.establishmentId, establishmentId),
        query.from ? gte(auditLog.at, startOfBusinessDay(query.from)) : undefined,
        query.to ? lt(auditLog.at, endOfBusinessDay(query.to)) : undefined,
        query.kind ? eq(auditLog.kind, query.kind) : undefined,
        person
          ? or(
              ilike(auditLog.actorEmail, person),
              ilike(auditLog.actorName, person),
              ilike(auditLog.approverEmail, person),
              ilike(auditLog.approverName, person),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.seq))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind as AuditKind,
    actor: row.actorEmail,
    actorName: row.actorName,
    approver: row.approverEmail,
    approverName: row.approverName,
    device: row.device,
    subject: row.subject,
    before: shown(row.before),
    after: shown(row.after),
  }));
}
