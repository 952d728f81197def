// A throwaway IMAP server from Debian's dovecot-imapd, started in a temporary folder on a free
// loopback port, as tests/support/postgres.ts starts PostgreSQL: one test user (any name, one
// password), a Maildir per user, plain IMAP on loopback (no TLS), logs in the folder. Dovecot runs
// as the current user; as root (CI) it runs as Debian's 'dovecot' user, whose mail it may own
// (Dovecot refuses to keep mail as root). Messages go in with IMAP APPEND (imapflow's append), or,
// for a mailbox of thousands, written straight into the Maildir, as a mail server delivers.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "./postgres.ts";

const DOVECOT = "/usr/sbin/dovecot";
export const IMAP_USER = "hello@saltbox.test";
export const IMAP_PASSWORD = "mailbox-test-password";

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** A user's id and group, by name (Debian's coreutils `id`). */
function idsOf(user: string) {
  const id = (flag: string) => Number(spawnSync("id", [flag, user], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
}

/** A plain-text mail as a mail app sends it (CRLF lines; a Date of now unless given), with the headers given. */
export function rawMail(headers: Record<string, string>, body: string) {
  const all = { Date: new Date().toUTCString(), "Content-Type": "text/plain; charset=utf-8", ...headers };
  const head = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `${head.join("\r\n")}\r\n\r\n${body.replace(/\r?\n/g, "\r\n")}\r\n`;
}

export type TestImap = {
  /** IMAP_URL for the test user. */
  url: string;
  /** Appends a message (its raw text) to a folder, with these flags (none: unread). */
  append(folder: string, raw: string, flags?: string[]): Promise<void>;
  /** Writes messages straight into a folder's Maildir (thousands in a second), unread. */
  deliver(folder: string, raws: Iterable<string>): void;
  /** Every message's flags in a folder, by UID, read without changing them. */
  flags(folder: string): Promise<Map<number, string[]>>;
  /** How many messages the folder holds. */
  count(folder: string): Promise<number>;
  log(): string;
  stop(): Promise<void>;
};

export async function startImap(): Promise<TestImap> {
  if (!existsSync(DOVECOT))
    throw new Error(`${DOVECOT} is missing: apt-get install dovecot-imapd (scripts/run.sh test does this)`);
  const dir = mkdtempSync(join(tmpdir(), "saltbox-imap-"));
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? "dovecot" : userInfo().username;
  const owner = asRoot ? idsOf("dovecot") : { uid: process.getuid!(), gid: process.getgid!() };
  const port = await freePort();
  const mail = join(dir, "mail");
  for (const folder of ["run", "state", "mail"]) mkdirSync(join(dir, folder));
  // The Sent folder is made at the first login, and marked \Sent (RFC 6154) as a provider marks theirs.
  const config = `
protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
default_internal_user = ${user}
default_internal_group = ${user}
default_login_user = ${user}
first_valid_uid = 0
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# A wrong password is answered at once (the default waits 2 s against guessing), for the failure test.
auth_failure_delay = 0
passdb {
  driver = static
  args = password=${IMAP_PASSWORD}
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${mail}/%u
}
mail_location = maildir:${mail}/%u/Maildir
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = create
  }
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`;
  writeFileSync(join(dir, "dovecot.conf"), config);
  const chownAll = (path: string) => {
    if (!asRoot) return;
    spawnSync("chown", ["-R", `${owner.uid}:${owner.gid}`, path]);
  };
  chownAll(dir);
  const command: [string, string[]] = asRoot
    ? ["runuser", ["-u", user, "--", DOVECOT, "-F", "-c", join(dir, "dovecot.conf")]]
    : [DOVECOT, ["-F", "-c", join(dir, "dovecot.conf")]];
  const child: ChildProcess = spawn(...command, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const log = () =>
    `${output}${existsSync(join(dir, "dovecot.log")) ? readFileSync(join(dir, "dovecot.log"), "utf8") : ""}`;
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`dovecot did not start on port ${port}:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const url = `imap://${encodeURIComponent(IMAP_USER)}:${IMAP_PASSWORD}@127.0.0.1:${port}`;
  /** A connection of the test's own, for the work given. */
  const connected = async <T>(work: (client: ImapFlow) => Promise<T>) => {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user: IMAP_USER, pass: IMAP_PASSWORD },
      logger: false,
    });
    client.on("error", () => {});
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  };
  // Logs in once, so the user's Maildir and Sent folder exist before anything is written into them.
  await connected((client) => client.list());
  let delivered = 0;

  return {
    url,
    async append(folder, raw, flags = []) {
      await connected((client) => client.append(folder, raw, flags));
    },
    deliver(folder, raws) {
      const box = join(mail, IMAP_USER, "Maildir", folder === "INBOX" ? "" : `.${folder}`);
      for (const part of ["cur", "new", "tmp"]) mkdirSync(join(box, part), { recursive: true });
      const stamp = Math.floor(Date.now() / 1000);
      for (const raw of raws) {
        delivered += 1;
        // Maildir's unique name, and ":2," for a message with no flags (unread).
        writeFileSync(join(box, "cur", `${stamp}.M${delivered}P${process.pid}.saltbox-test:2,`), raw);
      }
      chownAll(box);
    },
    flags: (folder) =>
      connected(async (client) => {
        const lock = await client.getMailboxLock(folder, { readOnly: true });
        try {
          const found = new Map<number, string[]>();
          for await (const message of client.fetch("1:*", { uid: true, flags: true }, { uid: true }))
            found.set(message.uid, [...(message.flags ?? [])].filter((flag) => flag !== "\\Recent").sort());
          return found;
        } finally {
          lock.release();
        }
      }),
    count: (folder) =>
      connected(async (client) => {
        const status = await client.status(folder, { messages: true });
        return status ? (status.messages ?? 0) : 0;
      }),
    log,
    async stop() {
      const exited =
        child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : Promise.resolve();
      const pidFile = join(dir, "run", "master.pid");
      // The master's own id (runuser's child as root), so that it takes its processes down with it.
      const master = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").trim()) : child.pid;
      if (master && child.exitCode === null) process.kill(master, "SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
