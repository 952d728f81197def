import { useCspNonce } from "~/lib/csp-nonce";

/**
 * A script the page carries in its HTML, as the server wrote it: with the request's nonce on a page
 * rendered per request, allowed by its hash on a page kept in memory (its text is one the build
 * knows: app/server-entry.ts `everyPageScripts`). React leaves it alone when it hydrates, and does
 * not run it when it draws a page in place: the components that carry one run the same function
 * themselves there.
 */
export function InlineScript({ id, source }: { id: string; source: string }) {
  const nonce = useCspNonce();
  return <script id={id} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
