// The four services (/office/services): each one's summary, paragraphs, six "What's Included"
// items and photo. Always on the site: only changed.
import { photoImage } from "~/content/project-images.server";
import { paragraphsOf } from "../../../server/content/collection.ts";
import { compareServices, FEATURE_COUNT, type ShownService } from "../../../server/content/services.ts";
import { formCover, formPhoto, formText } from "../office-form.server";
import type { KindDeclaration } from "../office-kind";

/** The form's text: the paragraphs in one box, blank lines between them; the six items one field each. */
export type ServiceFormValues = { summary: string; description: string; features: string[] };

export const kind = {
  name: "Services",
  noun: "service",
  shape: "fixed",
  collection: (services) => services.servicePages,
  compare: compareServices,
  list: {
    intro:
      "What each of the four services includes, in your words and with your photo. A saved change is on its page, on /services and on the home page at once.",
    detail: (service) =>
      `At /services/${service.slug}${"seed" in service.hero ? " · still shows a design rendering" : ""}`,
  },
  photos: true,
  editor: (service) => ({
    slug: service!.slug,
    values: {
      summary: service!.summary,
      description: service!.description.join("\n\n"),
      features: service!.features,
    } satisfies ServiceFormValues,
    hero: { ...service!.hero, image: photoImage(service!.hero, service!.photoFiles) },
  }),
  async read(form, service, { user, context, services }) {
    const { photo: hero, refusals } = await formPhoto(form, "hero", user, context);
    const values: ServiceFormValues = {
      summary: formText(form, "summary"),
      description: formText(form, "description"),
      // One line each, however the box wrapped what was typed.
      features: Array.from({ length: FEATURE_COUNT }, (_, index) =>
        formText(form, `features.${index}`).replace(/\s*\n\s*/g, " "),
      ),
    };
    const typed = { values, hero: await formCover(services.servicePages, hero) };
    if (refusals.length > 0) return { typed, refusal: { photo: refusals.join(" ") } };
    if (!hero) return { typed, refusal: { hero: "Choose the service's photo." } };
    const { summary, description, features } = values;
    return { typed, input: { title: service!.title, summary, description: paragraphsOf(description), features, hero } };
  },
} satisfies KindDeclaration<ShownService>;
