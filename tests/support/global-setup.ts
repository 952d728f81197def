// Vitest global setup: one PostgreSQL cluster for all integration tests.
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.dispose();
}
