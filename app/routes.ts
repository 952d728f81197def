import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:service", "routes/service.tsx"),
  route("process", "routes/process.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:slug", "routes/portfolio-project.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("consultation", "routes/consultation.tsx"),
  route("consultation/manage/:token", "routes/consultation-manage.tsx"),
  // A client's estimate, behind the link in their mail (its PDF, once signed, is served by
  // server/http/estimate-files.ts).
  route("estimates/:token", "routes/estimate.tsx"),
  // A draft estimate as its client will see it once sent: for the office's session only.
  route("estimates/preview/:id", "routes/estimate-preview.tsx"),
  // A change order to a signed contract, behind the link in its mail (its signed PDF: server/http/estimate-files.ts).
  route("change-orders/:token", "routes/change-order.tsx"),
  // A completed job's client writes their review, behind the link in the review request.
  route("reviews/:token", "routes/review.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("privacy", "routes/legal.tsx", { id: "privacy" }),
  route("terms", "routes/legal.tsx", { id: "terms" }),
  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The office (owner and staff): never prerendered, never in the sitemaps. One shell: its layout's
  // middleware checks the session once against what each route declares in its handle.
  ...prefix("office", [
    layout("routes/office/layout.tsx", [
      index("routes/office/home.tsx"),
      route("sign-in", "routes/office/sign-in.tsx"),
      route("sign-out", "routes/office/sign-out.tsx"),
      route("passkeys/:step", "routes/office/passkey-api.ts"),
      route("photos", "routes/office/photo-upload.ts"),
      route("leads", "routes/office/leads.tsx"),
      route("leads.csv", "routes/office/leads-csv.ts"),
      route("leads/new", "routes/office/lead-new.tsx"),
      route("leads/:id", "routes/office/lead.tsx"),
      route("leads/:id/estimates/new", "routes/office/estimate-new.tsx"),
      route("estimates/:id", "routes/office/estimate.tsx"),
      route("estimates/:id/contract.pdf", "routes/office/estimate-pdf.ts"),
      route("estimates/:id/change-orders/new", "routes/office/change-order-new.tsx"),
      route("change-orders/:id/signed.pdf", "routes/office/change-order-pdf.ts"),
      route("leads/:id/photos/:name", "routes/office/lead-photo.ts"),
      route("sources", "routes/office/sources.tsx"),
      route("calendar", "routes/office/calendar.tsx"),
      route("availability", "routes/office/availability.tsx"),
      route("passkeys", "routes/office/passkeys.tsx"),
      route("summary", "routes/office/summary.tsx"),
      route("people", "routes/office/people.tsx"),
      route("audit", "routes/office/audit.tsx"),
      route("newsletter", "routes/office/newsletter.tsx"),
      route("newsletter/subscribers.csv", "routes/office/newsletter-subscribers-csv.ts"),
      route("newsletter/new", "routes/office/newsletter-issue.tsx", { id: "office-newsletter-new" }),
      route("newsletter/:id", "routes/office/newsletter-issue.tsx", { id: "office-newsletter-issue" }),
      route("newsletter/:id/send", "routes/office/newsletter-send.tsx"),
      route("newsletter/:id/preview", "routes/office/newsletter-preview.ts"),
      // Every kind of content (app/lib/office-kinds/): the addresses above are taken first.
      route(":kind", "routes/office/content.tsx"),
      route(":kind/new", "routes/office/content-item.tsx", { id: "office-content-new" }),
      route(":kind/:id", "routes/office/content-item.tsx", { id: "office-content-item" }),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
