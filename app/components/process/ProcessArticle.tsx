import type { Card } from "../../../server/content/card-lists.ts";
import { Icon } from "~/components/ui/Icon";
import { PageIntro, Section } from "~/components/ui/Section";

/** The process page's words and its steps, in order (a change kept as a draft in the steps' preview). */
export function ProcessArticle({ steps }: { steps: Card[] }) {
  return (
    <>
      <PageIntro
        eyebrow="How we work"
        title="Our Process"
        intro="A renovation should never feel like a mystery. Here is exactly what happens, and when, from the first conversation to the day we hand you the keys."
      />
      <Section>
        <ol className="relative mx-auto max-w-3xl space-y-10 border-l-2 border-line pl-8 md:pl-12">
          {steps.map((step, index) => (
            <li key={step.title} className="relative">
              <span className="absolute top-0 -left-[3.05rem] flex size-11 items-center justify-center rounded-full bg-forest text-paper md:-left-[4.05rem]">
                <Icon name={step.icon} className="size-5" />
              </span>
              <p className="text-sm font-semibold tracking-[0.2em] text-brass-dark uppercase">Step {index + 1}</p>
              <h2 className="mt-1 text-3xl">{step.title}</h2>
              <p className="mt-3 text-lg text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
