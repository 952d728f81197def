// The office's start page says when the database was last backed up: the test site, like any
// server on SQLite, makes its first copy as it starts (server/backups/backups.ts).
import { expect, test } from "./fixtures";
import { newPerson, signIn } from "./office";

test("the start page shows when the last backup was made", async ({ page }) => {
  await signIn(page, newPerson("backups"));
  const backups = page.getByRole("region", { name: "Backups" });
  await expect(backups).toContainText(/Last backup made on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\./);
  await expect(backups).toContainText(/kept in .*backups: one a day, the last 7 days and 4 weeks\./);
});
