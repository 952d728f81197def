// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

afterEach(cleanup);

function renderFailing(loader: () => never, path = "/") {
  const Stub = createRoutesStub([
    { path: "*", loader, Component: () => null, ErrorBoundary, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("root error boundary", () => {
  it("shows the generic fallback for an unexpected error, without its details", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing(() => {
      throw new Error("database exploded");
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.queryByText(/database exploded/)).toBeNull();
    log.mockRestore();
  });

  it("says the page could not be loaded, and offers it again whole, when the connection failed on the way", async () => {
    renderFailing(() => {
      throw new TypeError("Failed to fetch");
    }, "/office/leads?stage=new");
    expect(await screen.findByRole("heading", { level: 1, name: "This page could not be loaded" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/office/leads?stage=new");
  });

  it("shows the 404 page and logs the visited path", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing(() => {
      throw data(null, { status: 404 });
    }, "/missing/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    // The log comes from an effect, which may run after the heading is on screen on a busy machine.
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/missing/page"),
    );
    log.mockRestore();
  });
});
