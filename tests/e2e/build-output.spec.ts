// Checks on what the build ships to browsers.
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const assets = join("build", "client", "assets");

test("no server-only code reaches the browser bundle", () => {
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(5);
  // Markers of the storage, mail, configuration and validation code that must stay on the server.
  const markers = [
    "node:sqlite",
    "DatabaseSync",
    "nodemailer",
    "pg_advisory_xact_lock",
    "Invalid configuration in environment",
    "honeypot filled",
    "ZodError",
  ];
  for (const file of scripts) {
    const source = readFileSync(join(assets, file), "utf8");
    for (const marker of markers) expect(source.includes(marker), `${marker} in ${file}`).toBe(false);
  }
});
