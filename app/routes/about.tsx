import type { Route } from "./+types/about";
import { servicesContext } from "~/context";
import { aboutImage } from "~/content/content.server";
import { claimText, inWords, site, yearsInBusiness } from "#common/site.ts";
import { pageMeta } from "~/lib/seo";
import { CallToAction } from "~/components/home/CallToAction";
import { Icon } from "~/components/ui/Icon";
import { Picture } from "~/components/ui/Picture";
import { PageIntro, Section } from "~/components/ui/Section";

export async function loader({ context }: Route.LoaderArgs) {
  return { values: await context.get(servicesContext).cardLists.cards("core-values"), aboutImage };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description: `Meet the Whitcomb family behind ${site.name}: New England builders since ${site.founded.newEngland}, renovating Central Florida homes since ${site.founded.florida}.`,
    path: "/about",
  });

const { founded, family } = site;
/** The years before the move south, and the decades since the founding, in words. */
const newEnglandYears = inWords(founded.florida - founded.newEngland);
const decades = inWords(Math.floor(yearsInBusiness() / 10));

export default function About({ loaderData }: Route.ComponentProps) {
  const { values, aboutImage } = loaderData;
  return (
    <>
      <PageIntro
        eyebrow="About us"
        title={`A family of builders, two coasts and ${inWords(family.generations)} generations`}
        intro="We are the Whitcombs: builders, designers and cabinetmakers who believe a renovation should leave a house better built than we found it."
      />
      <Section>
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-relaxed">
            <h2 className="text-title">Meet the family</h2>
            <p>
              {site.name} is led by Tom and Ellen Whitcomb, with their daughter Claire heading design and their son Ben
              running our millwork shop. Since {founded.newEngland} we have spent more than {decades} decades on job
              sites, at drafting tables and at the bench, and a member of the family is involved in every project we
              take on.
            </p>
            <p>
              When you call us, you talk to the people who will design, price and build your project. We keep our team
              deliberately small so that we can stay that close to every home.
            </p>
          </div>
          <Picture
            image={aboutImage}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
          />
        </div>
      </Section>
      <Section tone="stone" id="story" eyebrow="Our story" title="From New England timber frames to Florida light">
        <div className="grid gap-8 text-lg leading-relaxed md:grid-cols-2">
          <p>
            Our story begins in {founded.newEngland}, when Tom Whitcomb founded Whitcomb Builders in Massachusetts. For{" "}
            {newEnglandYears} years the firm restored colonials, capes and saltbox houses, learning the patience of
            old-house carpentry and the value of a detail built to last a century of winters.
          </p>
          <p>
            In {founded.florida} the family moved south and opened in Orlando under a new name, {site.name}, a nod to
            the houses where we learned our trade. Central Florida asked new things of us: hurricane codes, humidity and
            homes that open onto the outdoors. {claimText("Projects completed")} projects later, the craftsmanship is
            the same; the light is brighter.
          </p>
        </div>
      </Section>
      <Section id="values" eyebrow="What guides us" title="Our core values">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-line bg-paper p-7 shadow-sm">
              <Icon name={value.icon} className="size-8 text-brass-dark" />
              <h3 className="mt-4 text-2xl">{value.title}</h3>
              <p className="mt-2 text-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction />
    </>
  );
}
