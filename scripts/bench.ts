// Throughput and latency of the production server on loopback, bounded in time and load:
// a prerendered page, and the enquiry endpoint storing to SQLite and mailing to .eml files.
//   npm run build && npm run bench
import autocannon from "autocannon";
import { startProductionServer } from "./lib/production-server.ts";

const PORT = 4310;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const server = await startProductionServer(PORT, { ENQUIRY_RATE_LIMIT: "100000000" });

async function measure(title: string, path: string, request: Omit<autocannon.Request, "path"> = {}) {
  const result = await autocannon({ url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, duration: SECONDS, requests: [{ path, ...request }] });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ${result.requests.total} requests, ${errors} errors`,
  );
}

let sequence = 0;
try {
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each, loopback\n`);
  await measure("GET /about (prerendered HTML, gzip)", "/about", { headers: { "accept-encoding": "gzip" } });
  await measure("POST /api/contact (SQLite + .eml outbox)", "/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json" },
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      body: JSON.stringify({ firstName: "Bench", lastName: `Visitor ${++sequence}`, email: `bench${sequence}@example.com`, projectType: "Other", message: "Benchmark enquiry." }),
    }),
  });
} finally {
  await server.stop();
}
