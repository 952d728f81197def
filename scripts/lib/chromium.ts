// The one Chromium the tests and audits use: Debian's package (Playwright's own download does not
// work here), with the switches that keep it from reaching the network or doing work of its own
// while it is measured.
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
