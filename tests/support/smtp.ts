// A real SMTP server on loopback (smtp-server) whose received messages are parsed (mailparser).
// It can be stopped and started again on the same port to simulate an outage, or made slow to
// accept a message (acceptDelayMs) to hold a delivery in flight. Like a real one, it refuses for
// good (550) a mailbox that does not exist: any address at REFUSED_DOMAIN; and a sender it does
// not take mail from (550 at MAIL FROM, a setting to fix): any address at REFUSED_SENDER_DOMAIN.
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** Acknowledgements to visitors carry Auto-Submitted (RFC 3834); the owner's notifications do not. */
export const isAcknowledgement = (mail: ParsedMail) => mail.headers.get("auto-submitted") === "auto-replied";

/** A header exactly as it was sent (mailparser turns List-* headers into objects). */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();

/** The domain whose addresses the server answers "550 No such user", as for a mailbox that does not exist. */
export const REFUSED_DOMAIN = "no-such-mailbox.example";
/**
 * The domain whose addresses the server refuses for now every other try, the first included ("451
 * Try again later"), as greylisting does a new sender: each message to one is taken the second time.
 */
export const GREYLISTED_DOMAIN = "greylisted.example";
/** The domain whose senders the server answers "550 Sender not allowed". */
export const REFUSED_SENDER_DOMAIN = "sender-not-allowed.example";

export type TestSmtp = {
  url: string;
  messages: ParsedMail[];
  /** A received message's bytes as they came over SMTP (for a DKIM check). */
  raw(mail: ParsedMail): Buffer;
  /** The owner's notifications among the messages. */
  readonly toOwner: ParsedMail[];
  /** The visitors' acknowledgements among the messages. */
  readonly acknowledgements: ParsedMail[];
  /** Messages whose transfer has begun (received or still being accepted). */
  readonly receiving: number;
  /** Client connections opened so far. */
  readonly connections: number;
  /** The recipients refused (at REFUSED_DOMAIN), once per try. */
  readonly refused: string[];
  /** Every recipient offered (RCPT TO), with when, in order. */
  readonly tries: { address: string; at: number }[];
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startSmtp({ acceptDelayMs = 0 }: { acceptDelayMs?: number } = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const raws = new WeakMap<ParsedMail, Buffer>();
  let receiving = 0;
  let connections = 0;
  const refused: string[] = [];
  const tries: { address: string; at: number }[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      // The package's built-in certificate has expired: plain SMTP on loopback, no STARTTLS.
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        // Stopped, it ends the connections clients keep open (with a 421) at once, as a mail
        // server going down does, rather than waiting 30 s for them to leave.
        closeTimeout: 100,
        onConnect(_session, callback) {
          connections += 1;
          callback();
        },
        onMailFrom(address, _session, callback) {
          if (!address.address.endsWith(`@${REFUSED_SENDER_DOMAIN}`)) return callback();
          callback(Object.assign(new Error("5.7.1 Sender not allowed"), { responseCode: 550 }));
        },
        onRcptTo(address, _session, callback) {
          tries.push({ address: address.address, at: Date.now() });
          if (
            address.address.endsWith(`@${GREYLISTED_DOMAIN}`) &&
            tries.filter((t) => t.address === address.address).length % 2 === 1
          )
            return callback(Object.assign(new Error("4.7.1 Greylisted, try again later"), { responseCode: 451 }));
          if (!address.address.endsWith(`@${REFUSED_DOMAIN}`)) return callback();
          refused.push(address.address);
          callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
        },
        onData(stream, _session, callback) {
          receiving += 1;
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const bytes = Buffer.concat(chunks);
            simpleParser(bytes).then(
              (mail) => {
                raws.set(mail, bytes);
                setTimeout(() => {
                  messages.push(mail);
                  callback();
                }, acceptDelayMs);
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      const failToStart = (error: Error) => {
        server = undefined;
        reject(error);
      };
      server.once("error", failToStart);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.server.address() as AddressInfo).port;
        // Once listening, a client dropping its connection (a killed server) is no failure here.
        server!.off("error", failToStart);
        server!.on("error", () => {});
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    },
    messages,
    raw: (mail) => raws.get(mail)!,
    get toOwner() {
      return messages.filter((mail) => !isAcknowledgement(mail));
    },
    get acknowledgements() {
      return messages.filter(isAcknowledgement);
    },
    get receiving() {
      return receiving;
    },
    get connections() {
      return connections;
    },
    refused,
    tries,
    stop,
    start,
  };
}
