/**
 * Marks a 3D rendering where a project is presented as finished work, so the site never passes a
 * render off as a photo of a client's home. The owner's own photos carry no such mark.
 */
export function RenderingCaption() {
  return (
    <span className="absolute right-3 bottom-3 rounded bg-ink/75 px-2 py-0.5 text-xs font-medium text-paper">
      Design rendering
    </span>
  );
}
