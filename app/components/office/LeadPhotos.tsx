/** A photo sent with the lead: its thumbnail and the full photo it opens (app/lib/lead-photos.server.ts). */
type LeadPhoto = { id: number; width: number; height: number; full: string; thumbnail: string };

/**
 * The photos the visitor sent with their message, as thumbnails that open full size (in the same
 * tab: Back returns to the lead). Served only to a signed-in person, never cached.
 */
export function LeadPhotos({ photos, name }: { photos: LeadPhoto[]; name: string }) {
  if (photos.length === 0) return null;
  return (
    <>
      <h3 className="mt-6 font-semibold">Photos they sent ({photos.length})</h3>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a href={photo.full} className="block overflow-hidden rounded-lg border border-line py-0">
              <img
                src={photo.thumbnail}
                width={photo.width}
                height={photo.height}
                // The link's name: which of them, and what it opens ("photo" the list's heading says).
                alt={`${index + 1} of ${photos.length} from ${name}: open full size`}
                loading="lazy"
                className="aspect-square h-auto w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
