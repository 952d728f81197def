import { Award, BadgeCheck, ShieldCheck, Star } from "lucide-react";
import { useBusinessFacts } from "~/lib/business-facts";

const icons = [BadgeCheck, ShieldCheck, Star, Award];

export function CredentialsStrip() {
  const { credentials } = useBusinessFacts();
  return (
    <section aria-label="Credentials" className="border-y border-line bg-paper">
      <ul className="mx-auto grid max-w-7xl gap-6 px-5 py-10 sm:grid-cols-2 md:px-8 lg:grid-cols-4">
        {credentials.map((credential, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <li key={credential.title} className="flex items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-brass-dark" />
              <span>
                <span className="block font-semibold">{credential.title}</span>
                <span className="block text-sm text-muted">{credential.detail}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
