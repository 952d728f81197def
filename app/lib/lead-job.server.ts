// The lead page's job forms: the job's status, and completing it (which sends the client the one
// review request). Plain posts answered with a redirect back to the lead, or the refusal's message.
import { data, redirect } from "react-router";
import { isJobStatus } from "#common/jobs.ts";
import { servicesContext } from "~/context";
import { jobRefusals } from "../../server/jobs/jobs.ts";
import { officeUser, type Context } from "./office.server";

/**
 * The job as the lead's page shows it, with what its signed contracts still owe (completing does
 * not settle it: the final payment is requested from the contract's page) and the F.S. 489.126
 * dates a deposit above 10 % started; undefined for a lead not won.
 */
export async function leadJob(context: Context, lead: { id: number; stage: string }) {
  const { jobs, estimates, payments } = context.get(servicesContext);
  const job = await jobs.ofLead(lead.id, lead.stage);
  if (!job) return undefined;
  const owed = [];
  const deadlines = [];
  for (const estimate of await estimates.ofLead(lead.id)) {
    const contract = estimate.status === "accepted" ? await payments.ofContract(estimate.id) : undefined;
    if (contract && !contract.paidInFull)
      owed.push({ id: estimate.id, number: estimate.number, balance: contract.balance });
    if (contract?.clock)
      deadlines.push({
        id: estimate.id,
        number: estimate.number,
        applyBy: contract.clock.applyBy,
        startBy: contract.clock.startBy,
      });
  }
  return { ...job, owed, deadlines };
}

export async function jobAction(
  id: number,
  intent: "job" | "complete",
  fields: Record<string, string>,
  context: Context,
) {
  const { jobs } = context.get(servicesContext);
  const user = officeUser(context);
  if (intent === "complete") {
    const done = await jobs.complete(id, user);
    if (done.ok) throw redirect(`/office/leads/${id}?saved=${done.asked ? "completed" : "completedQuietly"}`, 303);
    if (done.reason === "unknown") throw data(null, { status: 404 });
    return data({ error: jobRefusals[done.reason], intent }, 409);
  }
  const status = fields.jobStatus;
  if (!isJobStatus(status) || status === "completed")
    return data({ error: "Choose where the job is: signed, deposit received or in progress.", intent }, 400);
  const done = await jobs.setStatus(id, status, user);
  if (done.ok) throw redirect(`/office/leads/${id}?saved=job`, 303);
  if (done.reason === "unknown") throw data(null, { status: 404 });
  return data({ error: jobRefusals[done.reason], intent }, 409);
}
