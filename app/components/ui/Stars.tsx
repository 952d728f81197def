import { Star } from "lucide-react";

export function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" className="flex gap-0.5 text-brass-dark" aria-label={`Rated ${rating} out of 5 stars`}>
      {Array.from({ length: rating }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </p>
  );
}
