// The render thread's entry (render-thread.ts starts it): renders each template call it is sent.
import { parentPort } from "node:worker_threads";
import { renderTemplate, type TemplateCall } from "./message.ts";

parentPort!.on("message", ({ id, call }: { id: number; call: TemplateCall }) => {
  renderTemplate(call).then(
    (rendered) => parentPort!.postMessage({ id, rendered }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
