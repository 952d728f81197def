import type { ReactNode } from "react";
import { TextAreaField, TextField } from "~/components/contact/Field";
import { OfficeCard } from "~/components/office/OfficeCard";
import { LivePageForm } from "~/components/office/content/LivePageForm";
import { useKindForm } from "~/components/office/content/use-kind-form";
import type { FormProps } from "~/lib/office-kind";
import type { kind } from "~/lib/office-kinds/contract-texts.server";

// The contract texts (/office/contract-texts): what every estimate sent carries into its contract,
// each text with the law it was written to and the plain word that it is a template for the
// owner's lawyer to approve. The names in braces are filled in for each estimate; a save missing one
// the law needs, or a notice not in capitals, is refused with the reason under its field.

const notices: Record<string, string> = {
  saved: "Saved: every estimate sent from now on carries these texts. Estimates already sent keep theirs.",
  restored:
    "The earlier version is restored (as the newest revision) and in force for the next estimate sent; changes kept as a draft, if any, are given up.",
  changes: "Saved as a draft: estimates sent meanwhile still carry the texts in force. Save them to put them in force.",
  discarded: "The draft changes are given up: these are the texts in force.",
};

/** What each card says of the law its text was written to, and that the lawyer, not the website, answers for it. */
function LawyerNote({ law, children }: { law: string; children?: ReactNode }) {
  return (
    <p className="mt-2 rounded-lg bg-stone p-4 text-sm">
      A template written to {law}. {children}Have your lawyer read and approve it before you rely on it: the website
      does not make it legally sufficient.
    </p>
  );
}

/** The two Florida notices' cards: what each is, where the contract shows it, and its box. */
const floridaNotices = [
  {
    title: "Recovery Fund notice",
    law: "Florida Statutes 489.1425",
    where: "On estimates over $2,500, in bold capitals of at least 12 points.",
    name: "recoveryFund",
    rows: 8,
    maxLength: 3000,
    hint: "In capitals, as the statute prints it, with the licensing board's telephone number and address.",
  },
  {
    title: "Construction lien law notice",
    law: "Florida Statutes 713.015",
    where:
      "On estimates over $2,500, in bold capitals of at least 12 points, on a page of its own in the signed contract.",
    name: "lienLaw",
    rows: 12,
    maxLength: 5000,
    hint: "In capitals: the statute asks for capitalized, bold type.",
  },
] as const;

/** One of the two Florida notices: its heading and its text, both in capitals. */
function NoticeCard({
  title,
  law,
  where,
  name,
  field,
  rows,
  maxLength,
  hint,
}: {
  title: string;
  law: string;
  where: string;
  name: "recoveryFund" | "lienLaw";
  field: ReturnType<typeof useKindForm>["field"];
  rows: number;
  maxLength: number;
  hint: string;
}) {
  return (
    <OfficeCard title={title}>
      <LawyerNote law={law}>{where} </LawyerNote>
      <div className="mt-4 space-y-4">
        <TextField {...field(`${name}.heading`)} label="Heading" required maxLength={120} hint="In capitals." />
        <TextAreaField
          {...field(`${name}.text`)}
          label="Notice"
          required
          rows={rows}
          maxLength={maxLength}
          hint={hint}
        />
      </div>
    </OfficeCard>
  );
}

export default function OfficeContractTexts({ loaderData, actionData }: FormProps<typeof kind>) {
  const { values, placeholders } = loaderData;
  const { saves, typed, errors, field } = useKindForm(values, actionData);
  /** A field's hint: the names in braces it fills in, and which the law needs. */
  const fills = (name: string, more = "") => {
    const names = placeholders[name] ?? [];
    const said = names.map(
      (placeholder) => `${placeholder.name} ${placeholder.meaning}${placeholder.must ? " (needed)" : ""}`,
    );
    return `${more}${names.length > 0 ? `${more ? " " : ""}Filled in for each estimate: ${said.join("; ")}.` : ""}`;
  };
  return (
    <LivePageForm
      data={loaderData}
      answered={Boolean(actionData)}
      heading={{ title: "Contract texts", notices }}
      intro={
        <>
          Every estimate you send carries these into its contract: the client&apos;s page and the signed PDF. An
          estimate keeps the texts it was sent with, so a change here applies to the estimates sent after it, never to
          one already sent or signed. Words in braces, like {"{license}"}, are filled in for each estimate: keep them as
          written.
        </>
      }
      saves={saves}
      fieldsFrom={typed}
      errors={errors}
      saveLabels={{
        live: "Save: in force for the next estimate sent",
        draft: "Save as draft (estimates keep the texts in force)",
        onSite: "in force now",
      }}
    >
      <OfficeCard title="License statement">
        <LawyerNote law="Florida Statutes 489.119, which asks for the license number on every proposal and contract">
          At the head of every estimate, contract and change order.{" "}
        </LawyerNote>
        <TextField
          {...field("license")}
          label="License statement"
          required
          maxLength={200}
          hint={fills("license")}
          className="mt-4"
        />
      </OfficeCard>
      {floridaNotices.map((notice) => (
        <NoticeCard key={notice.name} {...notice} field={field} />
      ))}
      <OfficeCard title="Deposit clause">
        <LawyerNote law="Florida Statutes 489.126, which sets the permit and start dates of a deposit above 10 %">
          Under the payment schedule when the deposit is more than 10 % of the price.{" "}
        </LawyerNote>
        <TextAreaField
          {...field("deposit")}
          label="Deposit clause"
          required
          rows={5}
          maxLength={2000}
          hint={fills("deposit")}
          className="mt-4"
        />
      </OfficeCard>
      <OfficeCard title="Right to cancel a sale at home">
        <LawyerNote law="the FTC's Cooling-Off Rule (16 CFR 429.1)">
          On estimates marked sold at the client&rsquo;s home: the statement beside the signature, the notice of
          cancellation after the contract, filled in with the day they sign and the last day to cancel. Florida&rsquo;s
          home solicitation sale law (F.S. 501.021-.055) asks for a statement of its own too, under the caption
          &ldquo;BUYER&rsquo;S RIGHT TO CANCEL&rdquo; (F.S. 501.031).{" "}
        </LawyerNote>
        <div className="mt-4 space-y-4">
          <TextAreaField
            {...field("cancellation.statement")}
            label="Statement beside the signature"
            required
            rows={4}
            maxLength={1000}
            hint="Set in bold type."
          />
          <TextField
            {...field("cancellation.heading")}
            label="Caption of the notice of cancellation"
            required
            maxLength={120}
            hint="In capitals."
          />
          <TextAreaField
            {...field("cancellation.paragraphs")}
            label="Notice of cancellation"
            required
            rows={16}
            hint={fills(
              "cancellation.paragraphs",
              "Paragraphs separated by a blank line. The date of the transaction comes first; lines for the buyer's signature and date follow the last paragraph.",
            )}
          />
        </div>
      </OfficeCard>
    </LivePageForm>
  );
}
