/**
 * Marks a 3D rendering where a project is presented as finished work, so the site never passes a
 * render off as a photo of a client's home. The owner's own photos carry no such mark.
 */
export function RenderingCaption() {
  return (
    <span className="absolute top-4 right-4 rounded-full bg-forest-dark px-3 py-1 text-sm text-paper">
      Design rendering
    </span>
  );
}
