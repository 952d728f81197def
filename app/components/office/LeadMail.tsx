import { OfficeCard } from "~/components/office/OfficeCard";
import { cn } from "~/lib/cn";
import { officeTime } from "~/lib/office-dates";

/** One mail of a lead's thread as the lead's page shows it (server/storage/lead-mail.ts keeps it). */
type ShownMail = {
  id: number;
  direction: "in" | "out";
  origin: "office" | "mailbox";
  at: string;
  sender: string;
  subject: string;
  text: string;
};

/**
 * The lead's mail both ways, oldest first: replies sent from this page, and what the business
 * mailbox showed (their mail to us, ours to them from a phone's mail app), each with who wrote it,
 * when, and where the office learnt of it. Their mail stands out; the text is shown as written
 * (React escapes it), without the mail it quoted.
 */
export function LeadMail({ mail, className }: { mail: ShownMail[]; className?: string }) {
  if (mail.length === 0) return null;
  return (
    <OfficeCard className={className} title="E-mail with them">
      <ol className="mt-4 space-y-4">
        {mail.map((item) => (
          <li
            key={item.id}
            className={cn(
              "rounded-lg border-l-4 py-1 pl-3",
              item.direction === "in" ? "border-forest bg-stone" : "border-line",
            )}
          >
            <p className="text-sm wrap-anywhere text-muted">
              {item.direction === "in" ? "From " : "Sent by "}
              <span className="font-semibold text-ink">{item.sender}</span>, {officeTime(item.at)},{" "}
              {item.origin === "mailbox" ? "from the mailbox" : "from the office"}
            </p>
            {item.subject && <p className="font-semibold wrap-anywhere">{item.subject}</p>}
            <p className="wrap-anywhere whitespace-pre-wrap">{item.text || "(no text)"}</p>
          </li>
        ))}
      </ol>
    </OfficeCard>
  );
}
