// Starts the production server (node server/index.ts over the current build) on a loopback
// port, for the audit and benchmark scripts and the tests that stop and restart it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type RunningServer = { base: string; stop: () => Promise<void> };

const STARTUP_TIMEOUT_MS = 30_000;

/**
 * Spawns server/index.ts in production mode on 127.0.0.1:port and resolves once it listens.
 * Its standard error goes to ours unless a test asks to read it (`stderr: "pipe"`).
 */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  { stderr = "inherit" }: { stderr?: "inherit" | "pipe" } = {},
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", stderr],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.kill("SIGKILL");
      reject(new Error(`the server did not start within ${STARTUP_TIMEOUT_MS / 1000} s`));
    }, STARTUP_TIMEOUT_MS);
    server.stdout!.on("data", (chunk: Buffer) => {
      if (!chunk.toString().includes("site on http://")) return;
      clearTimeout(timer);
      resolve(server);
    });
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
}

/** The production server with its own throwaway data folder, removed again by stop(). */
export async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "saltbox-audit-"));
  const server = await spawnServer(port, { DATA_DIR: dataDir, ...env });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      // A server that has already gone (crashed, or killed from outside) has nothing to wait for.
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
