// The four services as the office edits them: what each says (a summary, paragraphs, exactly six
// "What's Included" items) and its hero photo, with the same rules for every save and each message
// next to its field. The four are the business's fixed offer (the navigation, the footer and the
// enquiry form name them), so a service keeps its name and address and is always on the site: a
// change is saved as a revision and published at once. Seeded on first start from
// seed/services.ts, which stays the seed and the example of a service.
import { z } from "zod";
import type { StoredPhoto } from "../storage/content.ts";
import { compareFields, createCollection, type Checked } from "./collection.ts";
import type { CollectionDependencies, Item, ShownFields } from "./collection.ts";
import { checkWithPhoto, contentPhotoSchema, type ContentPhoto } from "./content-photo.ts";
import { textField } from "./text-field.ts";

/** The services, by their address (/services/<slug>), in the order the site lists them. */
export const serviceSlugs = ["kitchen", "bathroom", "full-home", "cabinetry"] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];
export const isServiceSlug = (slug: string): slug is ServiceSlug => (serviceSlugs as readonly string[]).includes(slug);

/** How many things a service's "What's Included" list names: the page is laid out for six. */
export const FEATURE_COUNT = 6;

export const serviceSchema = z.object({
  title: z.string().trim().min(3).max(60),
  summary: textField(
    60,
    "Sum the service up in a sentence (at least 60 characters): its card and search results show it.",
    240,
    "Keep the summary under 240 characters.",
  ),
  description: z
    .array(z.string().trim().min(40, "Each paragraph needs a full sentence or two (at least 40 characters)."))
    .min(1, "Describe the service (a paragraph or two).")
    .max(6, "Keep it to six paragraphs at most."),
  features: z
    .array(
      textField(
        10,
        "Name what is included in a few words (at least 10 characters).",
        120,
        "Keep each item under 120 characters.",
      ),
    )
    .length(FEATURE_COUNT, `A service lists exactly ${FEATURE_COUNT} things in What's Included.`),
  hero: contentPhotoSchema,
});
export type ServiceData = z.infer<typeof serviceSchema> & { hero: ContentPhoto };
export type ServiceItem = Item<ServiceData>;
/** A service with the stored facts of its uploaded photo, as pages show it. */
export type ShownService = ServiceItem & { photoFiles: Record<number, StoredPhoto> };
/** Messages by field: `features.<n>`, `description`, `hero.alt` and the like. */
export type ServiceFieldErrors = Record<string, string> & { slug?: string; title?: string };

/** Checks a service's fields: the data, or each refused field's message. Its address is fixed. */
export function checkService(input: unknown, slug: string): Checked<ServiceData, ServiceFieldErrors> {
  if (!isServiceSlug(slug)) return { errors: { slug: "A service keeps its address." } };
  const checked = checkWithPhoto(serviceSchema, input, { photo: "hero", boxes: ["description"] });
  return "errors" in checked ? checked : { data: checked.data as ServiceData, slug };
}

const shownFields: ShownFields<ServiceData> = [
  ["Summary", (service) => service.summary],
  ["What you do", (service) => service.description.join("\n\n")],
  // Item by item, so a changed word is found in its item.
  ...Array.from({ length: FEATURE_COUNT }, (_, index): ShownFields<ServiceData>[number] => [
    `What's Included, item ${index + 1}`,
    (service) => service.features[index] ?? "",
  ]),
  [
    "Photo",
    (service) => `${"seed" in service.hero ? "Design rendering" : "Photo"}: ${service.hero.alt || "(not described)"}`,
  ],
];
/** What changed from one version of a service to another, field by field (unchanged fields left out). */
export const compareServices = (before: ServiceData, after: ServiceData) => compareFields(shownFields, before, after);

export function createServicePages(dependencies: CollectionDependencies<ServiceData>) {
  const services = createCollection(dependencies, {
    kind: "service",
    check: checkService,
    address: (slug) => `/services/${slug}`,
    noun: "service",
    photos: (service) => [service.hero],
  });
  const inOrder = (list: ServiceItem[]) =>
    list.sort((a, b) => serviceSlugs.indexOf(a.slug as ServiceSlug) - serviceSlugs.indexOf(b.slug as ServiceSlug));
  const pages = {
    ...services,
    /** The four services, in the site's order, each with its photo's files. */
    published: async (): Promise<ShownService[]> => services.withPhotoFiles(inOrder(await services.published())),
    /** The service at /services/<slug>. */
    bySlug: async (slug: string) => (await pages.published()).find((service) => service.slug === slug),
    list: async () => inOrder(await services.list()),
    find: async (id: number) => {
      const service = await services.find(id);
      return service && (await services.withPhotoFiles([service]))[0];
    },
    save: services.saveLive,
  };
  return pages;
}

export type ServicePages = ReturnType<typeof createServicePages>;
