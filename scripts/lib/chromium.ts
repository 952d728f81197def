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

/**
 * Chromium's own pages that a new window of the headless browser starts in renderers of their
 * own (the address bar's suggestion popups, chrome://omnibox-popup.top-chrome): each of the
 * end-to-end tests' browser contexts is a window, and these were a sixth of the browser's work in
 * the suite (an axe pass over every page took 1 min 50 s with them, 1 min 12 s without).
 */
const UNUSED_WINDOW_PAGES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * The features Playwright 1.65 turns off itself (its chromiumSwitches): Chromium keeps only the
 * last --disable-features, so the tests' list must repeat them. Compare with Playwright's list
 * when upgrading it.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "msForceBrowserSignIn",
];

/** The switches the end-to-end tests launch Chromium with (through Playwright). */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_WINDOW_PAGES].join(",")}`,
];
