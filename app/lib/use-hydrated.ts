import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server's HTML and during hydration, true once React runs the page in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
