// A throwaway PostgreSQL cluster from Debian's postgresql package, started in a temporary folder
// on a free loopback port. As root it runs as the 'postgres' user, which PostgreSQL requires.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(base, version, "bin")).find((dir) => existsSync(join(dir, "initdb")));
  if (!found) throw new Error("PostgreSQL is not installed: apt-get install postgresql (scripts/run.sh test does this)");
  return found;
}

/** What to tell someone whose machine lacks a program the cluster needs. */
function missingTool(file: string, error: Error): string {
  if ((error as NodeJS.ErrnoException).code !== "ENOENT") return error.message;
  if (file === "runuser") return "runuser is not installed (Debian's util-linux package; it lives in /usr/sbin, which must be on PATH)";
  return `${file} is not installed: apt-get install postgresql (scripts/run.sh test does this)`;
}

function freePort(): Promise<number> {
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
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const invocation = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]] : [join(bin, command), args];
  const run = (command: string, args: string[]) => {
    const [file, fullArgs] = invocation(command, args);
    const result = spawnSync(file, fullArgs, { encoding: "utf8" });
    // spawnSync reports a program it could not start in `error`, with no output and no status.
    if (result.error) throw new Error(`${command} could not run: ${missingTool(file, result.error)}`);
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const start = () =>
    run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
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
