// Photos sent with a contact message, over real SQLite and PostgreSQL and a real SMTP server on
// loopback: stored with the lead without their location or any metadata, turned upright, served
// only through the office's service; refused by name when there are too many, one is too large or
// is no photo we can read; never attached to a mail. And the contact post's body limit at the door.
import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CONTACT_BODY_LIMIT_BYTES, enquiryPhotos } from "../../common/enquiry.ts";
import type { Upload } from "../../server/enquiries/enquiry-photos.ts";
import { badFiles, hasGps, plainPhoto, sidewaysPhotoWithGps } from "../support/photos.ts";
import { mailingServices, serveApi, validContact, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();

const upload = (bytes: Buffer, name: string): Upload => ({ name, size: bytes.length, bytes });

describe.each<StoreKind>(["sqlite", "postgres"])("photos with a contact message (%s)", (kind) => {
  it("are kept with the lead, upright and without GPS or any metadata; the owner's mail counts them and attaches none", async () => {
    const { services } = await mailing.setup(kind);
    const gps = await sidewaysPhotoWithGps();
    expect(await hasGps(gps)).toBe(true);
    const photos = [upload(gps, "IMG_2041.jpg"), upload(await plainPhoto(800, 600, "png"), "hall.png")];
    const outcome = await services.enquiries.submit("contact", validContact, "127.0.0.1", photos);
    expect(outcome).toEqual({ ok: true, stored: true, sent: false });

    const [submission] = await services.store.listSubmissions();
    const lead = (await services.office.lead(submission!.id))!;
    expect(lead.photos.map(({ width, height }) => [width, height])).toEqual([
      [1600, 1200], // stored sideways with orientation 6: turned upright
      [800, 600],
    ]);
    for (const photo of lead.photos) {
      const full = (await services.office.leadPhoto(submission!.id, photo, "full"))!;
      const metadata = await sharp(full).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: photo.width, height: photo.height });
      expect(await hasGps(full)).toBe(false);
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      const thumbnail = await sharp((await services.office.leadPhoto(submission!.id, photo, "thumbnail"))!).metadata();
      expect(thumbnail).toMatchObject({ format: "webp", width: 480 });
      expect(thumbnail.exif).toBeUndefined();
    }
    // The address's hash must be the photo's, and the photo this lead's.
    const [first] = lead.photos;
    expect(
      await services.office.leadPhoto(submission!.id, { ...first!, hash: "A".repeat(16) }, "full"),
    ).toBeUndefined();
    expect(await services.office.leadPhoto(submission!.id + 1, first!, "full")).toBeUndefined();

    await services.outbox.drain();
    await waitFor(() => mailing.smtp.messages.length === 2);
    const [owner] = mailing.smtp.toOwner;
    expect(owner!.text).toContain("2 photos, on the lead's page in the office");
    expect(owner!.text).toContain(`/office/leads/${submission!.id}`);
    expect(owner!.attachments).toEqual([]);
    const acknowledgement = mailing.smtp.messages.find((mail) => mail !== owner)!;
    expect(acknowledgement.text).not.toMatch(/photo/i);
    expect(acknowledgement.attachments).toEqual([]);
  });

  it("refuses a sixth photo, one too large, and a file that is no photo we can read, by name, storing nothing", async () => {
    const { services } = await mailing.setup(kind);
    const photo = await plainPhoto(800, 600, "jpeg");
    const bad = await badFiles();
    const tooLarge: Upload = { name: "pool.jpg", size: enquiryPhotos.maxBytes + 1024 * 1024 }; // measured, not kept
    const cases: [Upload[], string][] = [
      [
        Array.from({ length: 6 }, (_, index) => upload(photo, `room-${index}.jpg`)),
        "You chose 6 photos: choose up to 5",
      ],
      [[upload(photo, "kitchen.jpg"), tooLarge], "pool.jpg is 16.0 MB; a photo may be up to 15 MB."],
      [[upload(bad.program, "invoice.jpg")], "invoice.jpg is not a photo we can read"],
      [[upload(bad.heic, "IMG_0001.HEIC")], "IMG_0001.HEIC is a HEIC photo, which this server cannot read"],
      [[upload(Buffer.alloc(0), "empty.jpg")], "empty.jpg is empty"],
    ];
    for (const [uploads, message] of cases) {
      const outcome = await services.enquiries.submit("contact", validContact, "127.0.0.1", uploads);
      expect(outcome).toMatchObject({ ok: false, reason: "invalid" });
      expect((outcome as { fieldErrors: Record<string, string> }).fieldErrors.photos).toContain(message);
    }
    expect(await services.store.listSubmissions()).toEqual([]);
    await services.outbox.drain();
    expect(mailing.smtp.messages).toEqual([]);

    // A field to fix and too many photos are told together.
    const both = await services.enquiries.submit(
      "contact",
      { ...validContact, email: "not an address" },
      "127.0.0.1",
      Array.from({ length: 7 }, (_, index) => upload(photo, `${index}.jpg`)),
    );
    expect(both).toMatchObject({ ok: false, reason: "invalid" });
    expect(Object.keys((both as { fieldErrors: Record<string, string> }).fieldErrors).sort()).toEqual([
      "email",
      "photos",
    ]);
  });
});

it("a contact post larger than five photos and its fields is refused at the door with 413 and a page that says why", async () => {
  const { services } = await mailing.setup("sqlite");
  const app = mailing.closeAfterTest(await serveApi(services));
  const url = new URL("/contact", app.base);
  // Announced, never sent: the answer comes before any of the body is read.
  const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const request = httpRequest(url, {
      method: "POST",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(CONTACT_BODY_LIMIT_BYTES + 1),
        Origin: app.base,
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, type: response.headers["content-type"] ?? "", body }),
      );
    });
    request.on("error", reject);
    request.flushHeaders();
  });
  expect(answer.status).toBe(413);
  expect(answer.type).toMatch(/^text\/html/);
  expect(answer.body).toContain("Your photos are too large together");
  expect(answer.body).toContain("up to 5 photos of up to 15.0 MB each");
  // A contact post within the limit passes the door (to the pages, which answer 418 here).
  const small = await fetch(url, { method: "POST", body: new FormData(), headers: { Origin: app.base } });
  expect(small.status).toBe(418);
});
