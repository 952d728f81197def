import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce of a server-rendered page (server/http/security-headers.ts), for the
 * inline <style> and <script> elements our own components write. Prerendered pages have none:
 * the static file server names their inline elements by hash instead.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/**
 * In the browser, the nonce the server gave this document (kept in elements' `nonce` property,
 * while the attribute is hidden), so that an element React writes anew, as when it draws the
 * document again for an error screen, is allowed like the first.
 */
const documentNonce =
  typeof document === "undefined" ? undefined : document.querySelector<HTMLElement>("[nonce]")?.nonce || undefined;

export const useCspNonce = () => useContext(CspNonceContext) ?? documentNonce;
