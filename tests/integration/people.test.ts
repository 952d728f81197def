// People in the office on both engines, through the real service, store and SMTP server on
// loopback: someone added is mailed an invitation with the office's address, people have names
// (shown on the replies they sign, and on what they did: a lead's history, notes, replies and the
// CSV, read when shown, so a name changed later shows there too), the only owner is never removed,
// and adding a passkey prints no ExperimentalWarning into the server's log.
import { describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { csvRecords as csvRows } from "../support/csv.ts";
import { mailingServices, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const OWNER = "owner@saltbox.test";
const invitations = (to: string) =>
  mailing.smtp.messages.filter(
    (mail: ParsedMail) =>
      mail.headers.get("x-site-notification") === "office-invitation" && (mail.to as { text: string }).text === to,
  );

describe.each<StoreKind>(["sqlite", "postgres"])("people in the office on %s", (kind) => {
  const setup = async () => (await mailing.setup(kind, { MAIL_TO: OWNER })).services;

  it("mails someone added from the terminal the same invitation, signed by the business, once", async () => {
    const { office } = await setup();
    expect(await office.addUser("Lee@Example.com", "staff", "terminal", { invite: true })).toBe("added");
    await waitFor(() => invitations("lee@example.com").length === 1);
    const [invitation] = invitations("lee@example.com");
    expect(invitation!.subject).toBe("Saltbox Design-Build added you to the Saltbox office");
    const words = invitation!.text!.replace(/\s+/g, " ");
    expect(words).toMatch(/Sign in at \S*\/office\/sign-in/);
    expect(words).toContain("Saltbox Design-Build has added you to the Saltbox office as staff.");
    expect(await office.addUser("lee@example.com", "owner", "terminal", { invite: true })).toBe("changed");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(invitations("lee@example.com")).toHaveLength(1);
  });

  it("mails someone added an invitation with the office's address, once, and names them", async () => {
    const { office } = await setup();
    const owner = (await office.listUsers())[0]!;
    expect(await office.savePerson(owner, "Owner@Saltbox.test", "owner", "  Dana   Reyes ")).toEqual({
      ok: true,
      email: OWNER,
      outcome: "renamed",
    });
    const named = (await office.listUsers())[0]!;
    expect(named.name).toBe("Dana Reyes");

    expect(await office.savePerson(named, " Sam@Example.com ", "staff", "Sam Ortiz")).toEqual({
      ok: true,
      email: "sam@example.com",
      outcome: "added",
    });
    await waitFor(() => invitations("sam@example.com").length === 1);
    const [invitation] = invitations("sam@example.com");
    expect(invitation!.subject).toBe("Dana Reyes added you to the Saltbox office");
    expect(invitation!.text).toContain("Welcome, Sam Ortiz");
    expect(invitation!.text).toMatch(/Sign in at \S*\/office\/sign-in/);
    expect(invitation!.text).toContain("as staff");

    // Saved again (a role, a name) is no new invitation.
    expect(await office.savePerson(named, "sam@example.com", "owner", "")).toMatchObject({ outcome: "changed" });
    expect(await office.savePerson(named, "sam@example.com", "owner", "Samuel Ortiz")).toMatchObject({
      outcome: "renamed",
    });
    expect(await office.savePerson(named, "sam@example.com", "owner", "")).toMatchObject({ outcome: "unchanged" });
    expect((await office.listUsers()).find((person) => person.email === "sam@example.com")).toMatchObject({
      name: "Samuel Ortiz",
      role: "owner",
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(invitations("sam@example.com")).toHaveLength(1);
    expect((await office.auditLog(10)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["account added", "name changed", "role changed"]),
    );

    expect(await office.savePerson(named, "lee@example.com", "staff", "x".repeat(61))).toEqual({
      ok: false,
      reason: "badName",
    });
    expect((await office.listUsers()).map((person) => person.email)).not.toContain("lee@example.com");
  });

  it("keeps someone's role when none is chosen: a name changed is only a name changed; someone new is staff", async () => {
    const { office } = await setup();
    const owner = (await office.listUsers())[0]!;
    expect(await office.savePerson(owner, "pat@example.com", "owner")).toMatchObject({ outcome: "added" });
    expect(await office.savePerson(owner, "kim@example.com", "", "Kim Tran")).toMatchObject({ outcome: "added" });
    // The only owner renames themselves, another owner and a staff member, choosing no role.
    expect(await office.savePerson(owner, OWNER, "", "Dana Reyes")).toMatchObject({ outcome: "renamed" });
    expect(await office.savePerson(owner, "pat@example.com", "", "Pat Lee")).toMatchObject({ outcome: "renamed" });
    expect(await office.savePerson(owner, "kim@example.com", undefined, "Kim Tran-Ortiz")).toMatchObject({
      outcome: "renamed",
    });
    expect(await office.savePerson(owner, "kim@example.com", "", "")).toMatchObject({ outcome: "unchanged" });
    const roles = Object.fromEntries(
      (await office.listUsers()).map(({ email, name, role }) => [email, { name, role }]),
    );
    expect(roles).toEqual({
      [OWNER]: { name: "Dana Reyes", role: "owner" },
      "pat@example.com": { name: "Pat Lee", role: "owner" },
      "kim@example.com": { name: "Kim Tran-Ortiz", role: "staff" },
    });
  });

  it("never removes or demotes the only owner, and says why", async () => {
    const { office } = await setup();
    const owner = (await office.listUsers())[0]!;
    expect(await office.removePerson(owner, OWNER)).toEqual({ ok: false, reason: "lastOwner" });
    expect(await office.savePerson(owner, OWNER, "staff")).toEqual({ ok: false, reason: "lastOwner" });
    await office.savePerson(owner, "partner@example.com", "owner");
    expect(await office.removePerson(owner, "partner@example.com")).toMatchObject({ ok: true, outcome: "removed" });
    expect((await office.listUsers()).map(({ email, role }) => ({ email, role }))).toEqual([
      { email: OWNER, role: "owner" },
    ]);
  });

  it("shows people by name on a lead's history, notes and replies, its mail and the CSV, a name changed later too", async () => {
    const { office, jobs } = await setup();
    const me = (await office.listUsers())[0]!;
    expect(await office.savePerson(me, OWNER, "owner", "Dana Reyes")).toMatchObject({ ok: true });
    // Someone without a name yet is shown by their address.
    expect(await office.savePerson(me, "sam@example.com", "staff")).toMatchObject({ outcome: "added" });
    const sam = (await office.listUsers()).find((person) => person.email === "sam@example.com")!;
    const entered = await office.enterLead(
      {
        firstName: "Rosa",
        lastName: "Delgado",
        email: "rosa@example.com",
        phone: "",
        source: "referral",
        message: "Bath",
      },
      me,
    );
    if (!entered.ok) throw new Error("no lead");
    const { id } = entered;
    expect(await office.addNote(id, "Prefers mornings.", me)).toEqual({ ok: true });
    expect(await office.addNote(id, "Measured the bath.", sam)).toEqual({ ok: true });
    expect(await office.reply(id, "Hello Rosa,\n\nFriday at 10?", me)).toEqual({ ok: true });
    expect(await office.setStage(id, "won", undefined, me)).toEqual({ ok: true });
    // The website's own line names who set the job's status.
    expect(await jobs.setStatus(id, "deposit", me)).toEqual({ ok: true });
    const shown = async () => {
      const { lead, events, mail } = (await office.lead(id))!;
      return {
        enteredBy: lead.enteredBy,
        events: events.map((event) => `${event.by}: ${event.kind} ${event.text}`.trim()),
        mail: mail.map((item) => item.sender),
        notes: csvRows(await office.leadsCsv())[0]!.Notes,
      };
    };
    expect(await shown()).toEqual({
      enteredBy: "Dana Reyes",
      events: [
        "Dana Reyes: note Prefers mornings.",
        "sam@example.com: note Measured the bath.",
        "Dana Reyes: reply Hello Rosa,\n\nFriday at 10?",
        "Dana Reyes: stage",
        "website: note Job status: Deposit received (set by Dana Reyes)",
      ],
      mail: ["Dana Reyes"],
      notes: expect.stringMatching(/^.+, Dana Reyes: Prefers mornings\.\n.+, sam@example\.com: Measured the bath\.$/),
    });
    // What was kept is the address: a name given or changed later shows on everything they did.
    await office.savePerson(me, OWNER, "owner", "Dana Reyes-Ortiz");
    await office.savePerson(me, "sam@example.com", "staff", "Sam Ortiz");
    expect(await shown()).toMatchObject({
      enteredBy: "Dana Reyes-Ortiz",
      events: [
        "Dana Reyes-Ortiz: note Prefers mornings.",
        "Sam Ortiz: note Measured the bath.",
        "Dana Reyes-Ortiz: reply Hello Rosa,\n\nFriday at 10?",
        "Dana Reyes-Ortiz: stage",
        "website: note Job status: Deposit received (set by Dana Reyes-Ortiz)",
      ],
      mail: ["Dana Reyes-Ortiz"],
    });
  });

  it("adds a passkey's options without Node's ExperimentalWarning", async () => {
    const { office, passkeys } = await setup();
    const owner = (await office.listUsers())[0]!;
    const warnings: Error[] = [];
    const listen = (warning: Error) => warnings.push(warning);
    process.on("warning", listen);
    try {
      const options = await passkeys.registrationOptions(
        owner,
        { id: "localhost", origin: "http://localhost" },
        "203.0.113.7",
      );
      expect(options).toMatchObject({ rp: { id: "localhost" } });
      // A warning is emitted on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off("warning", listen);
    }
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
  });
});
