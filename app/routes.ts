import { type RouteConfig, index, route } from "@react-router/dev/routes";

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
  route("newsletter", "routes/newsletter.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("privacy", "routes/legal.tsx", { id: "privacy" }),
  route("terms", "routes/legal.tsx", { id: "terms" }),
  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
