// What the HTTP server hands React Router per request (set in getLoadContext, server/http/react-router.ts):
// the services route actions use, the site's public origin and the nonce for the page's inline scripts. Only code inside
// the server bundle imports this module, so each key is created once.
import { createContext } from "react-router";
import type { Availability } from "../server/bookings/availability.ts";
import type { BookingService } from "../server/bookings/bookings.ts";
import type { EnquiryService } from "../server/enquiries/enquiries.ts";
import type { Letters } from "../server/newsletter/letters.ts";
import type { NewsletterService } from "../server/newsletter/newsletter.ts";
import type { OfficeCalendar } from "../server/office/calendar.ts";
import type { OfficeService } from "../server/office/office.ts";
import type { Passkeys } from "../server/office/passkeys.ts";
import type { Blog } from "../server/content/blog.ts";
import type { LegalPages } from "../server/content/legal.ts";
import type { Testimonials } from "../server/content/testimonials.ts";
import type { CardLists } from "../server/content/card-lists.ts";
import type { ServicePages } from "../server/content/services.ts";
import type { Gallery } from "../server/content/gallery.ts";
import type { AboutPage } from "../server/content/about.ts";
import type { Facts } from "../server/content/facts.ts";
import type { Portfolio } from "../server/content/portfolio.ts";
import type { PhotoService } from "../server/photos/photo-service.ts";

export type RequestServices = {
  enquiries: EnquiryService;
  bookings: BookingService;
  newsletter: NewsletterService;
  letters: Letters;
  office: OfficeService;
  availability: Availability;
  calendar: OfficeCalendar;
  passkeys: Passkeys;
  portfolio: Portfolio;
  blog: Blog;
  legalPages: LegalPages;
  testimonials: Testimonials;
  cardLists: CardLists;
  servicePages: ServicePages;
  gallery: Gallery;
  aboutPage: AboutPage;
  facts: Facts;
  photos: PhotoService;
  clientAddress: string;
};

export const servicesContext = createContext<RequestServices>();
/**
 * The `handle` a route module exports, by the route's pattern as middleware sees it
 * (`/office/leads/:id`): how the office's shell reads what each of its routes declares.
 */
export const routeHandleContext = createContext<(pattern: string) => unknown>(() => undefined);
/** Null while prerendering: those pages' scripts are allowed by hash instead. */
export const cspNonceContext = createContext<string | null>(null);
/**
 * The site's public origin (SITE_URL, as the running server was started with): the start of every
 * canonical URL, sitemap and feed entry, JSON-LD and share-image address. Never the request's Host,
 * which the client chooses. The root loader hands it to every page's `meta` (app/lib/seo.ts).
 */
export const siteUrlContext = createContext<string>();
