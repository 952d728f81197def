import type { AboutPageData } from "~/content/about.server";
import { Icon } from "~/components/ui/Icon";
import { Picture } from "~/components/ui/Picture";
import { PageIntro, Section } from "~/components/ui/Section";

/** The about page as the site shows it: on /about, and in a draft's preview. */
export function AboutArticle({ about, values }: AboutPageData) {
  return (
    <>
      <PageIntro eyebrow="About us" title={about.title} intro={about.intro} />
      <Section>
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-relaxed">
            <h2 className="text-title">{about.familyTitle}</h2>
            {about.family.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <Picture
            image={about.image}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
          />
        </div>
      </Section>
      <Section tone="stone" id="story" eyebrow="Our story" title={about.storyTitle}>
        <div className="grid gap-8 text-lg leading-relaxed md:grid-cols-2">
          {about.story.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
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
    </>
  );
}
