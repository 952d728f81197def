import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/ButtonLink";

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The visited path goes to the console, to spot broken inbound links (requirements R3).
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-5 py-24 text-center md:py-32">
      <p className="font-serif text-7xl text-brass-dark">404</p>
      <h1 className="mt-4 text-title">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-muted">
        The page you were looking for has moved or never existed. Let's get you back on solid ground.
      </p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
