// The owner's newsletter list (docs/owner.md, "The newsletter"): only addresses that confirmed and
// have not left, with the time they consented, as CSV on standard output (redirect it to a file).
// Reads the same configuration as the server (DATA_DIR or DATABASE_URL).
//   npm run subscribers > subscribers.csv
//   npm run subscribers -- --unsubscribe reader@example.com   for someone who asked by e-mail
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { createStore } from "../server/storage/index.ts";
import { toCsv } from "../server/csv.ts";

const { values: options } = parseArgs({
  options: {
    unsubscribe: { type: "string" },
    help: { type: "boolean", default: false },
  },
});

if (options.help) {
  console.log("usage: npm run subscribers [-- --unsubscribe ADDRESS]");
  process.exit(0);
}

const store = createStore(loadConfig());
try {
  await store.migrate();
  if (options.unsubscribe !== undefined) {
    const email = options.unsubscribe.trim().toLowerCase();
    const { unsubscribed } = await store.unsubscribe(email, new Date());
    console.log(unsubscribed ? `Unsubscribed ${email}.` : `${email} was not subscribed.`);
  } else {
    process.stdout.write(toCsv(["email", "confirmedAt"], await store.listSubscribers()));
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await store.close();
}
