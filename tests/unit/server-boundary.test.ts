import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { serverStaysOnServer } from "../../scripts/lib/server-boundary.ts";

const plugin = serverStaysOnServer();
const load = plugin.load as (this: { error(message: string): never }, id: string) => unknown;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const file = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

describe("serverStaysOnServer", () => {
  it("watches the browser's bundle only", () => {
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
  });

  it("stops the build when a server module is loaded for the browser, naming it", () => {
    expect(() => load.call(context, file("server/storage/bookings.ts"))).toThrow(
      "server/storage/bookings.ts is server code and must not reach the browser bundle",
    );
    expect(() => load.call(context, `${file("server/mail/templates.ts")}?import`)).toThrow(/server\/mail\/templates/);
  });

  it("lets the app's and the shared modules through", () => {
    for (const path of ["app/context.ts", "common/enquiry.ts", "app/routes/contact.tsx"])
      expect(load.call(context, file(path))).toBeUndefined();
  });
});
