import { ChevronDown, Menu, X } from "lucide-react";
import { NavLink, useLocation } from "react-router";
import { navigation } from "~/content/pages";
import { serviceLinks } from "~/content/services";
import { cn } from "~/lib/cn";
import { buttonClasses, ButtonLink } from "~/components/ui/ButtonLink";
import { Logo } from "./Logo";
import { useDisclosure } from "./useDisclosure";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-stone",
    isActive ? "text-forest underline decoration-brass decoration-2 underline-offset-8" : "text-ink",
  );

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="mx-auto flex h-header max-w-7xl items-center justify-between gap-4 px-5 md:px-8">
        <Logo />
        <DesktopNavigation />
        <div className="hidden lg:block">
          <ButtonLink to={navigation.cta.to} className="text-sm">
            {navigation.cta.label}
          </ButtonLink>
        </div>
        <MobileNavigation />
      </div>
    </header>
  );
}

function DesktopNavigation() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {navigation.primary.map((item) =>
          item.to === "/services" ? (
            <li key={item.to}>
              <ServicesMenu />
            </li>
          ) : (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/"} className={linkClasses}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function ServicesMenu() {
  const disclosure = useDisclosure();
  const inServices = useLocation().pathname.startsWith("/services");
  return (
    <details {...disclosure} className="group relative">
      <summary
        className={cn(
          linkClasses({ isActive: inServices }),
          "flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden",
        )}
      >
        Services
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute top-full left-0 mt-2 w-72 rounded-xl border border-line bg-paper p-2 shadow-xl">
        <li>
          <NavLink to="/services" end className={serviceItemClasses}>
            All Services
          </NavLink>
        </li>
        {serviceLinks.map((service) => (
          <li key={service.slug}>
            <NavLink to={service.to} className={serviceItemClasses}>
              {service.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

const serviceItemClasses = ({ isActive }: { isActive: boolean }) =>
  cn("block rounded-lg px-3 py-2.5 hover:bg-stone", isActive ? "bg-stone font-semibold text-forest" : "text-ink");

function MobileNavigation() {
  const disclosure = useDisclosure();
  return (
    <details {...disclosure} className="group lg:hidden">
      <summary
        className={cn(buttonClasses("secondary"), "cursor-pointer list-none px-4 [&::-webkit-details-marker]:hidden")}
      >
        <Menu aria-hidden="true" className="size-5 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-open:block" />
        <span>Menu</span>
      </summary>
      <nav
        aria-label="Main menu"
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4.5rem)] overflow-y-auto border-b border-line bg-paper px-5 pt-2 pb-6 shadow-xl"
      >
        <ul className="flex flex-col">
          {navigation.primary.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/" || item.to === "/services"} className={mobileLinkClasses}>
                {item.label}
              </NavLink>
              {item.to === "/services" && (
                <ul className="mb-2 ml-4 border-l border-line pl-2">
                  {serviceLinks.map((service) => (
                    <li key={service.slug}>
                      <NavLink to={service.to} className={mobileLinkClasses}>
                        {service.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <ButtonLink to={navigation.cta.to} className="mt-4 w-full">
          {navigation.cta.label}
        </ButtonLink>
      </nav>
    </details>
  );
}

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn("block rounded-lg px-3 py-3 text-lg hover:bg-stone", isActive ? "bg-stone font-semibold text-forest" : "text-ink");
