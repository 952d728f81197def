// A lead worked from a phone (375 px, no JavaScript): the inbox shows what each enquiry is about
// with its filters folded away (open once one is set), and the lead's page starts with the ways to
// reach them: the phone's own call and text apps, e-mail, and the reply form below.
import { expect, test } from "./fixtures";
import { clientAddress, newPerson, signIn } from "./office";
import { uniqueEmail } from "./store";

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

test("the inbox card quotes the message, the filters are folded until used, and the lead's page opens on Call, Text, E-mail and Reply", async ({
  page,
  request,
}) => {
  const name = `Pena${Math.random().toString(36).slice(2, 7)}`;
  const email = uniqueEmail("pena");
  const sent = await request.post("/api/contact", {
    data: {
      firstName: name,
      lastName: "Peña",
      email,
      phone: "(407) 555-0177",
      projectType: "Bathroom Remodeling",
      message: "A curbless shower for my mother, who uses a walker, in our Winter Park home.",
    },
    headers: clientAddress(),
  });
  expect(sent.status()).toBe(200);
  await signIn(page, newPerson("lead-phone"), "/office/leads");

  const filters = page.locator("details").filter({ hasText: "Filters and search" });
  await expect(filters).not.toHaveAttribute("open");
  await expect(page.getByLabel("Search name, e-mail, phone or text")).toBeHidden();
  await page.goto(`/office/leads?q=${name}`);
  await expect(filters).toHaveAttribute("open");
  const card = page.getByRole("listitem").filter({ hasText: `${name} Peña` });
  await expect(card).toContainText("“A curbless shower for my mother, who uses a walker");

  await card.getByRole("link", { name: `${name} Peña` }).click();
  const reach = page.getByRole("navigation", { name: `Reach ${name} Peña` });
  await expect(reach.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+14075550177");
  await expect(reach.getByRole("link", { name: "Text" })).toHaveAttribute("href", "sms:+14075550177");
  await expect(reach.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", `mailto:${email}`);
  await expect(reach.getByRole("link", { name: "Reply here" })).toHaveAttribute("href", "#reply");
  // No address given: no map to open.
  await expect(reach.getByRole("link", { name: /^Map/ })).toHaveCount(0);
  // On the first screen, under the header.
  const box = (await reach.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(800);

  // Where the screen has room, the filters are simply there, unfolded by the stylesheet alone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/office/leads");
  await expect(page.getByLabel("Search name, e-mail, phone or text")).toBeVisible();
  await expect(page.getByText("Filters and search", { exact: true })).toBeHidden();
});
