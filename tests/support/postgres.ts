// A throwaway PostgreSQL cluster from Debian's postgresql package, started in a temporary folder
// on a free loopback port. As root it runs as the 'postgres' user, which PostgreSQL requires.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(base, version, "bin")).find((dir) => existsSync(join(dir, "initdb")));
  if (!found)
    throw new Error("PostgreSQL is not installed: apt-get install postgresql (scripts/run.sh test does this)");
  return found;
}

/** Where the system tools used when running as root come from. */
const SYSTEM_TOOLS: Record<string, string> = {
  id: "Debian's coreutils package",
  runuser: "Debian's util-linux package, in /usr/sbin",
};

/**
 * Runs a program and returns its output; when it cannot run or fails, says so under `name` (the
 * PostgreSQL tool meant, even when runuser runs it), naming what is missing rather than
 * spawnSync's bare ENOENT.
 */
function runTool(name: string, file: string, args: string[]): string {
  const result = spawnSync(file, args, { encoding: "utf8" });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    const missing = SYSTEM_TOOLS[file]
      ? `${file} is not on PATH (${SYSTEM_TOOLS[file]})`
      : `${file} is missing: apt-get install postgresql (scripts/run.sh test does this)`;
    throw new Error(`${name} could not run: ${missing}`);
  }
  if (result.error) throw new Error(`${name} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** A port on loopback nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

export type TestPostgres = { url: string; stop(): void; start(): void; dispose(): void };

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "saltbox-pg-"));
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(runTool("id", "id", ["-u", "postgres"]).trim());
    const gid = Number(runTool("id", "id", ["-g", "postgres"]).trim());
    chownSync(dir, uid, gid);
  }
  const invocation = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]] : [join(bin, command), args];
  const run = (command: string, args: string[]) => void runTool(command, ...invocation(command, args));
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    dispose() {
      spawnSync(...invocation("pg_ctl", ["-D", data, "-m", "immediate", "stop"]));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty database in the cluster for one test file. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name}`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return clusterUrl.replace(/\/[^/]*$/, `/${name}`);
}
