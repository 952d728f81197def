/** What staff see on an owner's page (its answer is a 403): whom to ask instead. */
export function OwnersOnly({ owners }: { owners: string[] }) {
  return (
    <div role="status" className="mt-4 rounded-lg bg-stone p-4">
      <p className="font-semibold">Only an owner can see this page.</p>
      <p className="mt-1 wrap-anywhere">
        Ask {owners.length === 1 ? "the owner" : "an owner"} ({owners.join(", ")}) to add or remove people, or to change
        a role.
      </p>
    </div>
  );
}
