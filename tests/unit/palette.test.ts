import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { palette } from "../../common/palette.ts";

describe("the palette", () => {
  it("is the @theme of app/theme.css, colour for colour", () => {
    const css = readFileSync(new URL("../../app/theme.css", import.meta.url), "utf8");
    const theme = Object.fromEntries(
      [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, value]) => [name, value!.toLowerCase()]),
    );
    expect(theme).toEqual(palette);
  });
});
