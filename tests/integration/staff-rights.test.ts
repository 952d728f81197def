// What each staff member may do, chosen by an owner (server/office/rights.ts), on both engines:
// through the real service and store, and the office's real shell (app/lib/office.server.ts) with
// sessions signed in by mailed codes. A staff member who posts what their rights do not cover gets
// a 403 that says so before anything runs (the e2e spec office-rights.spec.ts posts to the real
// server's routes and sees nothing changed).
import type { ParsedMail } from "mailparser";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routeHandleContext, servicesContext } from "~/context";
import { officeShell, requireRight } from "~/lib/office.server";
import { mayDo, type Right } from "../../server/office/rights.ts";
import type { Services } from "../../server/services.ts";
import type { IssueContent } from "../../server/storage/newsletter.ts";
import { mailingServices, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const OWNER = "owner@saltbox.test";
const client = "203.0.113.9";
const issue: IssueContent = { subject: "December at Saltbox", intro: "A Winter Park kitchen, finished.", cards: [] };

const codeMails = (to: string) =>
  mailing.smtp.messages.filter(
    (mail: ParsedMail) =>
      mail.headers.get("x-site-notification") === "office-code" && (mail.to as { text: string }).text === to,
  );

/** A session for `email`, signed in with the code the office mailed. */
async function sessionOf(services: Services, email: string) {
  const before = codeMails(email).length;
  await services.office.requestCode(email, client);
  await waitFor(() => codeMails(email).length > before);
  const code = /\b(\d{8}) is your/.exec(codeMails(email).at(-1)!.subject!)![1]!;
  const signedIn = await services.office.signIn(email, code, client);
  if (!signedIn.ok) throw new Error(signedIn.reason);
  return signedIn.token;
}

/**
 * A request to `path` run as the framework runs it: the office's shell with a route that declares
 * it needs the content right (as the content's and the newsletter's routes do), then, for what
 * needs `right` (an action's publish asks for it), the action's own check, then `run`; answers what
 * came back or was thrown (a 403's data).
 */
async function asked(
  services: Services,
  token: string,
  { path, pattern, fields, right }: { path: string; pattern: string; fields?: Record<string, string>; right: Right },
  run: () => Promise<unknown>,
) {
  const request = new Request(`http://site.test${path}`, {
    method: fields ? "POST" : "GET",
    headers: { cookie: `office_session=${token}`, "content-type": "application/x-www-form-urlencoded" },
    body: fields ? new URLSearchParams(fields) : undefined,
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, services as never);
  context.set(routeHandleContext, (matched: string) => (matched === pattern ? { right: "content" } : undefined));
  try {
    await officeShell({ request, context, pattern, params: {} } as never, async () => new Response());
    if (right === "publishing") await requireRight(context, "publishing");
    return await run();
  } catch (thrown) {
    return thrown;
  }
}
/** The status of an answer: a thrown or returned `data(…)`, or a Response (a redirect). */
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200);
const refusalOf = (answer: unknown) => (answer as { data: { notAllowed?: string; ownersOnly: string[] } }).data;

describe.each<StoreKind>(["sqlite", "postgres"])("what staff may do, on %s", (kind) => {
  const setup = async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const owner = (await services.office.listUsers())[0]!;
    return { services, owner };
  };

  it("is everything staff could do before (publishing) until an owner limits it, in the audit log", async () => {
    const { services, owner } = await setup();
    await services.office.savePerson(owner, "sam@example.com", "staff", "Sam Ortiz");
    const staff = (await services.office.listUsers()).find((person) => person.email === "sam@example.com")!;
    expect(staff.staffRights).toBe("publishing");
    expect([mayDo(staff, "content"), mayDo(staff, "publishing")]).toEqual([true, true]);

    expect(await services.office.setStaffRights(owner, "Sam@Example.com", "leads")).toEqual({
      ok: true,
      email: "sam@example.com",
      outcome: "changed",
    });
    expect(await services.office.setStaffRights(owner, "sam@example.com", "leads")).toMatchObject({
      outcome: "unchanged",
    });
    const limited = (await services.office.listUsers()).find((person) => person.email === "sam@example.com")!;
    expect(limited.staffRights).toBe("leads");
    expect([mayDo(limited, "content"), mayDo(limited, "publishing")]).toEqual([false, false]);
    const [entry] = await services.office.auditLog(1);
    expect(entry).toMatchObject({
      actor: OWNER,
      action: "rights changed",
      detail: "sam@example.com: leads and calendar only",
    });

    // Only an owner chooses, only for staff, only among the three.
    expect(await services.office.setStaffRights(limited, "sam@example.com", "publishing")).toEqual({
      ok: false,
      reason: "notOwner",
    });
    expect(await services.office.setStaffRights(owner, OWNER, "leads")).toEqual({ ok: false, reason: "isOwner" });
    expect(await services.office.setStaffRights(owner, "sam@example.com", "everything")).toEqual({
      ok: false,
      reason: "badRights",
    });
    expect(await services.office.setStaffRights(owner, "nobody@example.com", "content")).toEqual({
      ok: false,
      reason: "unknownPerson",
    });
    expect(mayDo(owner, "publishing")).toBe(true);
    expect((await services.office.auditLog(10)).filter((row) => row.action === "rights changed")).toHaveLength(1);
  });

  it("holds each staff member to their rights in the office's shell: a 403 that says what and whom to ask, before anything runs", async () => {
    const { services, owner } = await setup();
    await services.office.savePerson(owner, "dana@example.com", "staff", "Dana Reyes");
    await services.office.savePerson(owner, "lee@example.com", "staff", "Lee Tran");
    await services.office.savePerson(owner, "sam@example.com", "staff", "");
    await services.office.setStaffRights(owner, "dana@example.com", "content");
    await services.office.setStaffRights(owner, "lee@example.com", "leads");
    const [dana, lee, sam] = [
      await sessionOf(services, "dana@example.com"),
      await sessionOf(services, "lee@example.com"),
      // Staff as everyone was before the choice: publishing too.
      await sessionOf(services, "sam@example.com"),
    ];
    let ran = 0;
    const run = async (token: string, right: "content" | "publishing", fields?: Record<string, string>) =>
      asked(services, token, { path: "/office/blog/1", pattern: "office/:kind/:id", fields, right }, async () => {
        ran += 1;
        return "done";
      });

    // Leads and calendar only: no content page opens, no post to one runs.
    const refused = await run(lee, "content", { intent: "save", title: "Mine now" });
    expect(statusOf(refused)).toBe(403);
    expect(refusalOf(refused)).toEqual({
      ownersOnly: [OWNER],
      you: "lee@example.com",
      notAllowed: "work on the site's content or the newsletter",
    });
    expect(statusOf(await run(lee, "content"))).toBe(403);
    // Content too: drafts, but not what changes the site (a publish, the facts).
    expect(await run(dana, "content", { intent: "save" })).toBe("done");
    const publish = await run(dana, "publishing", { publish: "1" });
    expect(statusOf(publish)).toBe(403);
    expect(refusalOf(publish).notAllowed).toBe(
      "put changes live on the site, or change the business facts, legal pages or contract texts",
    );
    // Publishing too, and owners: everything.
    expect(await run(sam, "publishing", { publish: "1" })).toBe("done");
    expect(await run(await sessionOf(services, OWNER), "publishing", { publish: "1" })).toBe("done");
    expect(ran).toBe(3);

    // The newsletter goes out from an owner alone, as before the choice: staff's draft stays a draft.
    const danaPerson = (await services.office.listUsers()).find((person) => person.email === "dana@example.com")!;
    const samPerson = (await services.office.listUsers()).find((person) => person.email === "sam@example.com")!;
    const draft = (await services.letters.save(danaPerson, issue))!;
    expect(await services.letters.send(samPerson, draft)).toEqual({ ok: false, reason: "notOwner" });
    expect((await services.letters.status(draft))?.issue.status).toBe("draft");
  });
});
