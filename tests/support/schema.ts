// What a migrated database's schema is, read from each engine's own catalogue into one shape, so
// two databases can be compared: tables, columns (type, nullability, primary key), indexes (with
// their uniqueness and WHERE), unique, check and foreign-key constraints. Constraint and unique
// index names that the engine makes up itself are left out; expressions are compared with their
// casts, brackets and spacing removed (PostgreSQL writes `IN (…)` as `= ANY (ARRAY[…])`).
import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

export type Schema = Record<string, { columns: string[]; indexes: string[]; constraints: string[] }>;

/** Migration bookkeeping (Kysely's, and the code's before it), not the application's schema. */
const BOOKKEEPING = ["kysely_migration", "kysely_migration_lock", "schema_migrations"];

const expression = (text: string) =>
  text
    .toLowerCase()
    .replace(/::(timestamp with time zone|text|bigint|integer)/g, "")
    .replace(/=\s*any\s*\(array\[(.*?)\]\)/g, "in ($1)")
    .replace(/[\s()"]/g, "");

function sorted(schema: Schema): Schema {
  const tables = Object.entries(schema).filter(([table]) => !BOOKKEEPING.includes(table));
  return Object.fromEntries(
    tables
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([table, { columns, indexes, constraints }]) => [
        table,
        { columns: columns.sort(), indexes: indexes.sort(), constraints: constraints.sort() },
      ]),
  );
}

/** The CHECK (…) expressions in a CREATE TABLE statement, found by matching brackets. */
function checks(createTable: string): string[] {
  return [...createTable.matchAll(/\bCHECK\s*\(/gi)].map((match) => {
    let depth = 0;
    for (let at = match.index + match[0].length - 1; ; at++) {
      depth += createTable[at] === "(" ? 1 : createTable[at] === ")" ? -1 : 0;
      if (depth === 0) return `CHECK ${expression(createTable.slice(match.index + match[0].length, at))}`;
    }
  });
}

export function sqliteSchema(file: string): Schema {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const all = <T>(sql: string, ...values: string[]) => db.prepare(sql).all(...values) as T[];
    const tables = all<{ name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    );
    return sorted(
      Object.fromEntries(
        tables.map(({ name, sql }) => {
          const columns = all<{ name: string; type: string; notnull: number; pk: number }>(
            "SELECT name, type, [notnull], pk FROM pragma_table_info(?)",
            name,
          ).map((column) => {
            const notNull = column.notnull || column.pk ? " NOT NULL" : "";
            return `${column.name} ${column.type.toUpperCase()}${notNull}${column.pk ? " PRIMARY KEY" : ""}`;
          });
          const indexes = all<{ name: string; unique: number; origin: string; partial: number }>(
            "SELECT name, [unique], origin, partial FROM pragma_index_list(?) WHERE origin <> 'pk'",
            name,
          ).map((index) => {
            const keys = all<{ name: string }>("SELECT name FROM pragma_index_info(?) ORDER BY seqno", index.name);
            const made = all<{ sql: string | null }>("SELECT sql FROM sqlite_master WHERE name = ?", index.name)[0];
            const where = index.partial ? ` WHERE ${expression(made!.sql!.split(/\bWHERE\b/i)[1]!)}` : "";
            const label = index.origin === "c" ? index.name : "(constraint)";
            return `${label}${index.unique ? " UNIQUE" : ""} (${keys.map((key) => key.name).join(", ")})${where}`;
          });
          const references = all<{ from: string; table: string; to: string }>(
            "SELECT [from], [table], [to] FROM pragma_foreign_key_list(?)",
            name,
          ).map((key) => `FOREIGN KEY ${key.from} REFERENCES ${key.table}.${key.to}`);
          return [name, { columns, indexes, constraints: [...checks(sql), ...references] }];
        }),
      ),
    );
  } finally {
    db.close();
  }
}

export async function postgresSchema(url: string): Promise<Schema> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schema: Schema = {};
    const table = (name: string) => (schema[name] ??= { columns: [], indexes: [], constraints: [] });
    const columns = await client.query<{ table: string; name: string; type: string; nullable: string; pk: boolean }>(
      `SELECT c.table_name AS table, c.column_name AS name, c.data_type AS type, c.is_nullable AS nullable,
         EXISTS (SELECT 1 FROM information_schema.table_constraints t
           JOIN information_schema.key_column_usage k USING (constraint_schema, constraint_name, table_name)
           WHERE t.constraint_type = 'PRIMARY KEY' AND t.table_name = c.table_name AND k.column_name = c.column_name) AS pk
       FROM information_schema.columns c WHERE c.table_schema = 'public'`,
    );
    for (const column of columns.rows) {
      const notNull = column.nullable === "NO" ? " NOT NULL" : "";
      table(column.table).columns.push(
        `${column.name} ${column.type.toUpperCase()}${notNull}${column.pk ? " PRIMARY KEY" : ""}`,
      );
    }
    const indexes = await client.query<{
      table: string;
      name: string;
      unique: boolean;
      keys: string;
      predicate: string | null;
      constraint: boolean;
    }>(
      `SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique, pg_get_expr(x.indpred, x.indrelid) AS predicate,
         (SELECT string_agg(a.attname, ', ' ORDER BY k.position) FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, position)
           JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum) AS keys,
         EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid) AS constraint
       FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
       WHERE t.relnamespace = 'public'::regnamespace AND NOT x.indisprimary`,
    );
    for (const index of indexes.rows) {
      const where = index.predicate ? ` WHERE ${expression(index.predicate)}` : "";
      const label = index.constraint ? "(constraint)" : index.name;
      table(index.table).indexes.push(`${label}${index.unique ? " UNIQUE" : ""} (${index.keys})${where}`);
    }
    const constraints = await client.query<{ table: string; type: string; definition: string }>(
      `SELECT conrelid::regclass::text AS table, contype AS type, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype IN ('c', 'f')`,
    );
    for (const { table: name, type, definition } of constraints.rows) {
      const reference = /^FOREIGN KEY \((\w+)\) REFERENCES (\w+)\((\w+)\)$/.exec(definition);
      table(name).constraints.push(
        type === "c"
          ? `CHECK ${expression(definition.replace(/^CHECK /, ""))}`
          : `FOREIGN KEY ${reference![1]} REFERENCES ${reference![2]}.${reference![3]}`,
      );
    }
    return sorted(schema);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's column types as SQLite keeps the same values: integers of any width as INTEGER,
 * times (ISO strings) and JSON documents as TEXT. Everything else about the schema must match.
 */
const SQLITE_TYPE: Record<string, string> = {
  BIGINT: "INTEGER",
  INTEGER: "INTEGER",
  TEXT: "TEXT",
  "TIMESTAMP WITH TIME ZONE": "TEXT",
  JSONB: "TEXT",
  BYTEA: "BLOB",
};
export const asSqliteTypes = (schema: Schema): Schema =>
  Object.fromEntries(
    Object.entries(schema).map(([name, table]) => [
      name,
      {
        ...table,
        columns: table.columns
          .map((column) =>
            column.replace(
              /^(\w+) ([A-Z ]+?)( NOT NULL|$)/,
              (_, name, type, rest) => `${name} ${SQLITE_TYPE[type] ?? `unmapped ${type}`}${rest}`,
            ),
          )
          .sort(),
      },
    ]),
  );

/** The SQL the storage code before Kysely ran to reach schema `version` (its migrations, and its schema_migrations rows). */
export const legacySchema = (engine: "sqlite" | "postgres", version: 5 | 6): string => {
  const migrations = readFileSync(new URL(`schema-v${version}/${engine}.sql`, import.meta.url), "utf8");
  return version === 5 ? migrations : legacySchema(engine, 5) + migrations;
};
