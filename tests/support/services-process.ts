// The server's services and workers (outbox, reminders, newsletter sender) in a process of their
// own, configured by its environment, for tests that kill one in the middle of its work. It says
// "ready" once started, and runs until it is killed.
import { loadConfig } from "../../server/config.ts";
import { createServices } from "../../server/services.ts";

createServices(loadConfig(process.env), (line) => console.log(line));
console.log("ready");
setInterval(() => {}, 60_000);
