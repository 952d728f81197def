// The office's accounts from the terminal (docs/owner.md, "People"). Reads the same configuration as
// the server (DATA_DIR or DATABASE_URL, MAIL_TO). Standard output carries only data; what went
// wrong goes to standard error with a non-zero exit.
//   npm run office -- --list                      everyone who may sign in: e-mail, role
//   npm run office -- add-user EMAIL [--owner]    adds a person (staff unless --owner; mailed the
//                                                 office's invitation), or changes their role
//   npm run office -- --remove EMAIL              removes a person and ends their sessions at once
//   npm run office -- digest                      sends today's daily summary now (a check): to whom
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { setSiteUrl } from "../server/mail/site-url.ts";
import { createMailer } from "../server/mail/transport.ts";
import { createDailySummaries } from "../server/office/daily-summary.ts";
import { createOfficeService } from "../server/office/office.ts";
import { createPayments } from "../server/payments/payments.ts";
import { createStore } from "../server/storage/index.ts";

const usage = "usage: npm run office -- add-user EMAIL [--owner] | --remove EMAIL | --list | digest";
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    owner: { type: "boolean", default: false },
    remove: { type: "string" },
    list: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (options.help) {
  console.log(usage);
  process.exit(0);
}

const config = loadConfig();
const store = createStore(config);
// The service's log is not data, so it goes to standard error.
const log = (line: string) => console.error(line);
const mailer = createMailer(config, log);
const parts = { config, store, mailer, log, retryBaseMs: config.OUTBOX_RETRY_BASE_MS, leaseMs: config.OUTBOX_LEASE_MS };
const office = createOfficeService({
  ...parts,
  // Accounts only: no command here lists leads, whose waits are counted in business hours.
  openHours: () => Promise.reject(new Error("the office's terminal commands count no lead's wait")),
  linkSecret: () => Promise.reject(new Error("the office's terminal commands sign no one in")),
});
const actor = "terminal";
try {
  const [command, email] = positionals;
  if (command === "add-user" && email) {
    const role = options.owner ? "owner" : "staff";
    const result = await office.addUser(email, role, actor, { invite: true });
    console.log(`${email.toLowerCase()}\t${role}\t${result}`);
  } else if (options.remove !== undefined && positionals.length === 0) {
    if (!(await office.removeUser(options.remove, actor)))
      throw new Error(`There is no account for ${options.remove}.`);
    console.log(`${options.remove.toLowerCase()}\tremoved`);
  } else if (command === "digest" && positionals.length === 1) {
    // The summary's links lead to the site this configuration serves.
    setSiteUrl(config.SITE_URL);
    const { clockReminders } = createPayments(parts);
    const sentTo = await createDailySummaries({ ...parts, deadlines: clockReminders }).sendNow();
    if (sentTo.length === 0)
      console.error(
        "Nothing to say today (no consultation, no lead waiting, no follow-up due, no contract date near), or nobody gets the summary: no e-mail sent.",
      );
    for (const address of sentTo) console.log(address);
  } else if (options.list && positionals.length === 0) {
    for (const user of await office.listUsers()) console.log(`${user.email}\t${user.role}`);
  } else {
    throw new Error(usage);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  mailer.close();
  await store.close();
}
