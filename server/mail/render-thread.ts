// Renders stored mail on a worker thread. react-email's render and the HTML-to-text conversion are
// a few milliseconds of synchronous work per message; at a steady 100 enquiries a second that is
// most of a core, which on the main thread would sit between the requests waiting to be answered.
// On a thread of its own it does not; the main thread only passes the template call over and back.
import { Worker } from "node:worker_threads";
import { businessFacts } from "./facts.ts";
import { siteUrl } from "./site-url.ts";
import type { Rendered, TemplateCall } from "./message.ts";

type Reply = { id: number } & ({ rendered: Rendered } | { error: string });

export type RenderThread = { render(call: TemplateCall): Promise<Rendered>; close(): Promise<void> };

export function startRenderThread(log: (line: string) => void): RenderThread {
  const waiting = new Map<number, { resolve(rendered: Rendered): void; reject(error: Error): void }>();
  let next = 0;
  let worker: Worker | undefined;

  const thread = () => {
    if (worker) return worker;
    // The site's origin is this process's for its whole life: the thread gets it once, as it starts.
    const started = new Worker(new URL("./render-worker.ts", import.meta.url), { workerData: { siteUrl: siteUrl() } });
    started.on("message", (reply: Reply) => {
      const caller = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (waiting.size === 0) started.unref();
      if ("rendered" in reply) caller?.resolve(reply.rendered);
      else caller?.reject(new Error(reply.error));
    });
    // A thread that dies fails what it was rendering (the outbox retries it) and is started again on the next call.
    started.on("error", (error) => log(`mail: render thread failed: ${error.message}`));
    started.on("exit", () => {
      worker = undefined;
      for (const caller of waiting.values()) caller.reject(new Error("the render thread stopped"));
      waiting.clear();
    });
    return (worker = started);
  };

  return {
    render(call) {
      const id = ++next;
      const rendered = new Promise<Rendered>((resolve, reject) => waiting.set(id, { resolve, reject }));
      // It keeps the process alive only while it has work: an idle thread never holds up an exit.
      thread().ref();
      // The facts this process shows now travel with each call: the thread has no database.
      worker!.postMessage({ id, call, facts: businessFacts() });
      return rendered;
    },
    async close() {
      await worker?.terminate();
    },
  };
}
