// Reads what the e2e site server stored and mailed: its SQLite file and .eml folder.
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

export function subscribers(): string[] {
  const db = new DatabaseSync(join(dataDir(), "site.db"), { readOnly: true });
  try {
    return (db.prepare("SELECT email FROM newsletter_subscribers").all() as { email: string }[]).map(
      (row) => row.email,
    );
  } finally {
    db.close();
  }
}

/** The owner's notifications as .eml text; the visitors' acknowledgements (Auto-Submitted) are left out. */
export function mails(): string[] {
  const folder = join(dataDir(), "mail");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((file) => readFileSync(join(folder, file), "utf8"))
    .filter((text) => !/^Auto-Submitted: auto-replied$/im.test(text));
}

/** A unique e-mail address per test, so parallel tests find their own rows. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
