// The office's downloads (leads, subscribers) as spreadsheets open them.
import { todayInOffice } from "./office-dates";

/**
 * `csv` as a file named `<name>-<day>.csv` for the day in Orlando, where it is downloaded. Excel
 * reads a CSV as its own code page unless it starts with the byte order mark: "José" would become
 * "JosÃ©".
 */
export const csvDownload = (name: string, csv: string) =>
  new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${todayInOffice()}.csv"`,
    },
  });
