import { isRouteErrorResponse } from "react-router";

/**
 * What the office answers a staff member on an owner's page, or asking for what their rights do not
 * cover (`notAllowed`: what they may not do, lib/office.server.ts): a 403 with this.
 */
export type OwnersOnlyRefusal = { ownersOnly: string[]; you: string; notAllowed?: string };

/** Whether an error is that refusal (drawn by OwnersOnly.tsx). */
export const isOwnersOnly = (error: unknown): error is { data: OwnersOnlyRefusal } =>
  isRouteErrorResponse(error) && error.status === 403 && Array.isArray(Object(error.data).ownersOnly);
