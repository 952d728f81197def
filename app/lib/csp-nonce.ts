import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce of a server-rendered page (server/http/security-headers.ts), for the
 * inline <style> and <script> elements our own components write. Prerendered pages have none:
 * the static file server names their inline elements by hash instead.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);
