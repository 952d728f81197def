// How a mail joins a thread (RFC 5322 3.6.4): In-Reply-To names the message it answers, References
// the thread up to it, so the client's mail app and the owner's show one conversation.

/** How many Message-IDs References carries at most: the thread's first and its latest (RFC 5322 allows trimming the middle). */
export const REFERENCES_KEPT = 20;

/** The headers of a mail answering the last of `thread` (its Message-IDs, oldest first); none for a thread not begun. */
export function threadHeaders(thread: readonly string[]): Record<string, string> {
  const ids = [...new Set(thread)];
  const last = ids.at(-1);
  if (last === undefined) return {};
  const kept = ids.length <= REFERENCES_KEPT ? ids : [ids[0]!, ...ids.slice(-(REFERENCES_KEPT - 1))];
  return { "In-Reply-To": last, References: kept.join(" ") };
}
