/**
 * Whether something failed because the browser could not reach the site (a link followed with
 * JavaScript fetches the next page's data and code; offline, that fails), not because of the site.
 * Chromium says "Failed to fetch", Firefox "NetworkError when attempting to fetch resource", Safari "Load failed".
 */
export const isConnectionFailure = (error: unknown) =>
  error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
