// The render thread's entry (render-thread.ts starts it): renders each template call it is sent.
import { parentPort, workerData } from "node:worker_threads";
import type { BusinessFacts } from "../../common/business-facts.ts";
import { setBusinessFacts } from "./facts.ts";
import { renderTemplate, type TemplateCall } from "./message.ts";
import { setSiteUrl } from "./site-url.ts";

setSiteUrl((workerData as { siteUrl: string }).siteUrl);

parentPort!.on("message", ({ id, call, facts }: { id: number; call: TemplateCall; facts: BusinessFacts }) => {
  setBusinessFacts(facts);
  renderTemplate(call).then(
    (rendered) => parentPort!.postMessage({ id, rendered }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
