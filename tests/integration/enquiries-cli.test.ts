import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { orlandoTime } from "../../server/enquiries/enquiry-list.ts";
import type { Config } from "../../server/config.ts";
import type { Services } from "../../server/services.ts";
import { parseCsv } from "../support/csv.ts";
import { bookingVisitor, mailingServices, offeredDays, validContact, type StoreKind } from "../support/services.ts";

// The owner's `npm run enquiries`, run exactly as docs/owner.md ("Enquiries") says, on real SQLite
// and PostgreSQL filled by the real services: a contact enquiry, a booking moved since, one
// cancelled since.

const mailing = mailingServices();

/** The owner's shell, with the site's settings. */
function ownerRuns(command: string, config: Config) {
  return execFileSync("sh", ["-c", command], {
    env: { ...process.env, DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? "" },
    encoding: "utf8",
  });
}

async function fill(services: Services) {
  const contact = await services.enquiries.submit("contact", validContact, "127.0.0.1");
  expect(contact).toMatchObject({ ok: true, stored: true });
  const days = await offeredDays(services);
  const [first, second, third] = days.flatMap((day) => day.slots.slice(0, 1));
  const book = async (email: string, start: string) => {
    const outcome = await services.bookings.book({ ...bookingVisitor, email, start }, "127.0.0.1");
    if (!outcome.ok) throw new Error(`booking: ${outcome.reason}`);
    return outcome.booking.manageUrl.split("/").at(-1)!;
  };
  const moving = await book("moving@example.com", first!.start);
  expect(await services.bookings.reschedule(moving, third!.start)).toEqual({ ok: true });
  const cancelling = await book("cancelling@example.com", second!.start);
  expect(await services.bookings.cancel(cancelling)).toBe(true);
  return { movedTo: third!.start, cancelledAt: second!.start };
}

describe.each(["sqlite", "postgres"] as StoreKind[])("npm run enquiries on %s", (kind) => {
  it("-s ... --csv > file writes a CSV and nothing else: details in their own columns, bookings as they are now, Orlando times", async () => {
    const { services, config } = await mailing.setup(kind);
    const { movedTo, cancelledAt } = await fill(services);
    const file = join(mkdtempSync(join(tmpdir(), "saltbox-enquiries-")), "enquiries.csv");
    expect(ownerRuns(`npm run -s enquiries -- --csv > ${file}`, config)).toBe("");

    const [header, ...rows] = parseCsv(readFileSync(file, "utf8"));
    expect(header).toEqual([
      "ID",
      "Received (Orlando time)",
      "Form",
      "Name",
      "Email",
      "Phone",
      "Project type",
      "Budget",
      "Location",
      "Preferred date",
      "Preferred time",
      "Consultation (Orlando time)",
      "Booking",
      "Message",
    ]);
    const byEmail = new Map(
      rows.map((row) => [row[4], Object.fromEntries(header!.map((title, i) => [title, row[i]]))]),
    );
    expect(rows).toHaveLength(3);
    expect(byEmail.get(validContact.email)).toMatchObject({
      Form: "contact",
      Name: "Ana Ruiz",
      "Project type": validContact.projectType,
      Budget: validContact.budget,
      Location: "",
      Booking: "",
      Message: validContact.message,
    });
    expect(byEmail.get(validContact.email)!["Received (Orlando time)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(byEmail.get("moving@example.com")).toMatchObject({
      Form: "booking",
      "Project type": bookingVisitor.projectType,
      Location: bookingVisitor.location,
      Budget: "",
      "Consultation (Orlando time)": orlandoTime(movedTo),
      Booking: "moved",
      Message: bookingVisitor.message,
    });
    expect(byEmail.get("cancelling@example.com")).toMatchObject({
      "Consultation (Orlando time)": orlandoTime(cancelledAt),
      Booking: "cancelled",
    });
  });

  it("lists each enquiry with its booking's state and time now", async () => {
    const { services, config } = await mailing.setup(kind);
    const { movedTo } = await fill(services);
    const listing = ownerRuns("npm run -s enquiries", config);
    expect(listing).toContain(`Consultation: ${orlandoTime(movedTo)} (Orlando time), moved`);
    expect(listing).toMatch(/Consultation: .* \(Orlando time\), cancelled/);
    expect(listing).toContain(`Budget: ${validContact.budget}`);
    expect(listing).toMatch(/^#\d+ {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Orlando time\) {2}contact {2}Ana Ruiz/m);
  });
});
