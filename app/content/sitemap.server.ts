// Every public page with its title, grouped as the HTML sitemap shows them; sitemap.xml lists the same.
import { portfolio } from "./content.server";
import { posts } from "./posts.server";
import { serviceLinks } from "./services";

export type SitemapSection = { title: string; pages: { title: string; path: string }[] };

export function sitemapSections(): SitemapSection[] {
  return [
    {
      title: "Main pages",
      pages: [
        { title: "Home", path: "/" },
        { title: "Our Services", path: "/services" },
        { title: "Our Process", path: "/process" },
        { title: "Our Portfolio", path: "/portfolio" },
        { title: "About Us", path: "/about" },
        { title: "Testimonials", path: "/testimonials" },
        { title: "Our Blog", path: "/blog" },
        { title: "Contact Us", path: "/contact" },
        { title: "Schedule a Consultation", path: "/consultation" },
        { title: "Newsletter", path: "/newsletter" },
      ],
    },
    { title: "Services", pages: serviceLinks.map((service) => ({ title: service.title, path: service.to })) },
    { title: "Portfolio projects", pages: portfolio.map((project) => ({ title: project.title, path: `/portfolio/${project.slug}` })) },
    { title: "Blog articles", pages: posts.map((post) => ({ title: post.title, path: `/blog/${post.slug}` })) },
    {
      title: "Legal",
      pages: [
        { title: "Privacy Policy", path: "/privacy" },
        { title: "Terms of Service", path: "/terms" },
        { title: "Sitemap", path: "/sitemap" },
      ],
    },
  ];
}
