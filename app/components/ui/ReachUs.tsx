import { useBusinessFacts } from "~/lib/business-facts";

const link = "font-medium text-forest underline underline-offset-4";

/** "call us on (407) 555-0142 or write to hello@…": the client pages' way back to the office, from the facts. */
export function ReachUs() {
  const { phone, email } = useBusinessFacts();
  return (
    <>
      call us on{" "}
      <a href={phone.href} className={link}>
        {phone.display}
      </a>{" "}
      or write to{" "}
      <a href={`mailto:${email}`} className={link}>
        {email}
      </a>
    </>
  );
}
