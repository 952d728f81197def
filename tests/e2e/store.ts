// Reads what the e2e site server stored and mailed: its SQLite file and .eml folder (and moves a
// session's sign-in, or an estimate's last day, back in time, as only a clock could).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

const dataDir = () => process.env.E2E_DATA_DIR!;

export function submissions(): { name: string; email: string; phone: string; message: string; kind: string }[] {
  const file = join(dataDir(), "site.db");
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare("SELECT kind, name, email, phone, message FROM contact_submissions ORDER BY id").all() as never;
  } finally {
    db.close();
  }
}

/** Every newsletter address the site stored, whatever its status (pending, confirmed, unsubscribed). */
export function subscribers(): { email: string; status: string }[] {
  const db = new DatabaseSync(join(dataDir(), "site.db"), { readOnly: true });
  try {
    return db.prepare("SELECT email, status FROM newsletter_subscribers").all() as never;
  } finally {
    db.close();
  }
}

/** How many photos `email` has uploaded in the office. */
export function photosUploadedBy(email: string): number {
  const db = new DatabaseSync(join(dataDir(), "site.db"), { readOnly: true });
  try {
    return Number((db.prepare("SELECT COUNT(*) AS n FROM photos WHERE uploaded_by = ?").get(email) as { n: number }).n);
  } finally {
    db.close();
  }
}

/** Makes the session whose cookie is `token` one that signed in `minutes` ago (the server keeps only its hash). */
export function signedInMinutesAgo(token: string, minutes: number) {
  const db = new DatabaseSync(join(dataDir(), "site.db"), { timeout: 5000 });
  try {
    const at = new Date(Date.now() - minutes * 60 * 1000).toISOString();
    const hash = createHash("sha256").update(token).digest("hex");
    const moved = db.prepare("UPDATE office_sessions SET created_at = ? WHERE token_hash = ?").run(at, hash);
    if (moved.changes !== 1) throw new Error("no such session");
  } finally {
    db.close();
  }
}

/** Moves a sent estimate's last day (its record's and its content's) to `day`, as only a clock could: it expires. */
export function setEstimateLastDay(id: number, day: string) {
  const db = new DatabaseSync(join(dataDir(), "site.db"), { timeout: 5000 });
  try {
    const moved = db
      .prepare(
        "UPDATE estimates SET record = json_set(record, '$.estimate.validUntil', ?), content = json_set(content, '$.validUntil', ?) WHERE id = ? AND record IS NOT NULL",
      )
      .run(day, day, id);
    if (moved.changes !== 1) throw new Error("no such sent estimate");
  } finally {
    db.close();
  }
}

const mailFiles = () => {
  const folder = join(dataDir(), "mail");
  return existsSync(folder) ? readdirSync(folder).map((file) => readFileSync(join(folder, file), "utf8")) : [];
};

/** Every stored message (.eml text) to `address`, oldest first. */
export const mailsTo = (address: string) =>
  mailFiles().filter((text) => new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "im").test(text));

/** The owner's notifications as .eml text; what the site sends visitors on its own (Auto-Submitted) is left out. */
export const mails = (): string[] => mailFiles().filter((text) => !/^Auto-Submitted: auto-/im.test(text));

/** A unique e-mail address per test, so parallel tests find their own rows. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
