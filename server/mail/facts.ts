// The business facts every e-mail shows (phone, e-mail, address, hours): a process's copy of what
// the office last published (server/content/facts.ts; a draft stays in the office). The server follows the content's version and
// sets it here within 2 s of a change in any process; the render thread gets it with each call.
// Until then, and in the owner's terminal tools, it is common/site.ts's.
import { seedFacts, type BusinessFacts } from "../../common/business-facts.ts";

let current: BusinessFacts = seedFacts;

/** The facts mail shows now. */
export const businessFacts = () => current;
export function setBusinessFacts(facts: BusinessFacts) {
  current = facts;
}

/**
 * Keeps this process's copy current: reads the facts now and again whenever the content's version
 * has moved, checking every `intervalMs`. `stop` ends it.
 */
export function followBusinessFacts(
  read: () => Promise<BusinessFacts>,
  version: () => Promise<number>,
  intervalMs: number,
  log: (line: string) => void,
) {
  let seen: number | undefined;
  let failure: string | undefined;
  const check = async () => {
    try {
      const now = await version();
      if (now === seen) return;
      setBusinessFacts(await read());
      seen = now;
      failure = undefined;
    } catch (error) {
      // Said once while the database stays away, not every 2 s; the last facts read stay in force.
      const message = error instanceof Error ? error.message : String(error);
      if (message !== failure) log(`mail: could not read the business facts (keeping the last ones): ${message}`);
      failure = message;
    }
  };
  let running = check();
  const timer = setInterval(() => {
    running = running.then(check);
  }, intervalMs);
  timer.unref();
  return {
    /** Resolves once the first read is done. */
    ready: () => running,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
