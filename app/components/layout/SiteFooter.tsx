import { Link } from "react-router";
import { site } from "#common/site.ts";
import { navigation } from "~/content/pages";
import { useBusinessFacts } from "~/lib/business-facts";
import { serviceLinks } from "~/content/services";
import { ContactDetails } from "./ContactDetails";
import { Logo } from "./Logo";

type FooterLink = { label: string; to: string; reload?: boolean };

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { social } = useBusinessFacts();
  return (
    <footer className="bg-forest-dark text-paper">
      {/* Five columns from 1280 px, the first never narrower than the social link, which keeps to one
          line; three between 1024 and 1280, where five would break the headings and the e-mail. */}
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 md:grid-cols-2 md:px-8 lg:grid-cols-3 xl:grid-cols-[minmax(min-content,1.3fr)_1fr_1fr_1fr_1.7fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-5 max-w-xs text-stone">{site.description}</p>
          <a
            href={social.href}
            className="mt-5 inline-block font-medium whitespace-nowrap text-paper underline underline-offset-4"
            rel="me"
          >
            {social.label} {social.handle}
          </a>
        </div>
        <FooterColumn
          title="Services"
          links={[
            { label: "All Services", to: "/services" },
            ...serviceLinks.map(({ title, to }) => ({ label: title, to })),
          ]}
        />
        <FooterColumn title="Company" links={navigation.footer.company} />
        <FooterColumn title="Resources" links={navigation.footer.resources} />
        <div>
          <h2 className="mb-4 font-sans text-sm font-semibold tracking-[0.18em] text-stone uppercase">Contact</h2>
          <ContactDetails tone="light" />
        </div>
      </div>
      <div className="border-t border-paper/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-sm text-stone md:flex-row md:items-center md:justify-between md:px-8">
          <p>
            © <span suppressHydrationWarning>{year}</span> {site.name}. All rights reserved. Website by{" "}
            {site.designerCredit.name}.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {navigation.footer.legal.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 font-sans text-sm font-semibold tracking-[0.18em] text-stone uppercase">{title}</h2>
      <ul className="space-y-2.5">
        {links.map((link) => (
          <li key={link.to + link.label}>
            <Link
              to={link.to}
              reloadDocument={link.reload}
              className="text-paper/90 underline-offset-4 hover:text-paper hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
