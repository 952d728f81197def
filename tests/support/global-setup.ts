// Vitest global setup: one PostgreSQL cluster for all integration tests, started when the first
// PostgreSQL test asks for it (clusterUrl in services.ts), so the SQLite tests run on a machine
// without PostgreSQL. The tests ask over HTTP on loopback: provide() can pass only data.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { startPostgres, type TestPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Answers GET with the cluster's URL, starting the cluster on the first. */
    postgresStarter: string;
  }
}

export default async function setup(project: TestProject) {
  let cluster: Promise<TestPostgres> | undefined;
  const starter = createServer((_request, response) => {
    cluster ??= startPostgres();
    cluster.then(
      (postgres) => response.end(postgres.url),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => starter.listen(0, "127.0.0.1", resolve));
  project.provide("postgresStarter", `http://127.0.0.1:${(starter.address() as AddressInfo).port}`);
  return async () => {
    starter.close();
    (await cluster?.catch(() => undefined))?.dispose();
  };
}
