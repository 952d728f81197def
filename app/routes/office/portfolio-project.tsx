import { Form, Link } from "react-router";
import type { Route } from "./+types/portfolio-project";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { photoRef, ProjectForm } from "~/components/office/portfolio/ProjectForm";
import { buttonClasses } from "~/components/ui/ButtonLink";
import type { RouteHandle } from "~/lib/hydration";
import { projectAction, projectPage } from "~/lib/office-portfolio.server";

// One project: a new one (/office/portfolio/new) or one saved (/office/portfolio/<id>), with its
// fields and photos, publishing, its last revisions to restore, and the trash.

// React runs here for the photos: each travels as soon as it is chosen, with its progress.
export const handle: RouteHandle = { office: true, hydrate: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => projectPage(request, context, params);
export const action = ({ request, context, params }: Route.ActionArgs) => projectAction(request, context, params);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.values.title || "New project"} | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

const notices: Record<string, string> = {
  saved: "Saved.",
  published: "Published: the project is on the site now.",
  unpublished: "Unpublished: the project is off the site, kept here as a draft.",
  restored: "The earlier version is restored (as the newest revision).",
  untrashed: "Restored from the trash, as it was.",
};
const link = "text-forest underline underline-offset-4";

export default function OfficeProject({ loaderData, actionData }: Route.ComponentProps) {
  const { id, status, values, photos, revisions, notice, comparison } = loaderData;
  const refused = actionData && "values" in actionData ? actionData : undefined;
  const errors = (actionData?.fieldErrors ?? {}) as Record<string, string>;
  const shownPhotos = refused?.photos ?? photos;
  return (
    <>
      <Link to="/office/portfolio" className={link}>
        All projects
      </Link>
      <h1 className="mt-2 text-3xl break-words">{id === undefined ? "New project" : values.title}</h1>
      {id !== undefined && (
        <p className="mt-1 text-muted">
          {status === "published" ? (
            <>
              Published at{" "}
              <a href={`/portfolio/${values.slug}`} className={link}>
                /portfolio/{values.slug}
              </a>
            </>
          ) : (
            "Draft: not on the site."
          )}{" "}
          ·{" "}
          <a href={`/office/portfolio/${id}/preview`} className={link}>
            Preview as the site will show it
          </a>
        </p>
      )}
      {notice && notices[notice] && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4 font-semibold">
          {notices[notice]}
        </p>
      )}
      <ProjectForm
        // A new form whenever the server lists the photos anew (after a save, or a refused post that
        // kept them): the photos uploaded with JavaScript are then among its list, and must leave the
        // uploader's, or the next save would send them twice.
        key={`${id ?? "new"}:${revisions[0]?.id ?? ""}:${shownPhotos.map(photoRef).join(",")}`}
        {...loaderData}
        values={refused?.values ?? values}
        photos={shownPhotos}
        errors={errors}
      />
      {id !== undefined && (
        <>
          <OfficeCard title="Earlier versions" className="mt-8">
            <p className="mt-2 text-sm text-muted">The last 20 saves. Restoring one saves it again as the newest.</p>
            <ul className="mt-2 divide-y divide-line">
              {revisions.map((revision) => (
                <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span>
                    <span className="font-semibold break-words">{revision.title}</span>
                    <span className="block text-sm text-muted">
                      {revision.when} · {revision.by}
                      {revision.current && " · the current version"}
                    </span>
                  </span>
                  {!revision.current && (
                    <span className="flex flex-wrap items-center gap-3">
                      <a href={`?compare=${revision.id}#compare`} className={link}>
                        Compare<span className="sr-only"> the version of {revision.when}</span>
                      </a>
                      <Form method="post">
                        <input type="hidden" name="intent" value="restore-revision" />
                        <button
                          type="submit"
                          name="revision"
                          value={revision.id}
                          className={buttonClasses("secondary")}
                        >
                          Restore<span className="sr-only"> the version of {revision.when}</span>
                        </button>
                      </Form>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </OfficeCard>
          {comparison && (
            <div id="compare">
              <OfficeCard title={`The version of ${comparison.when}, beside the current one`} className="mt-8">
                {comparison.changes.length === 0 ? (
                  <p className="mt-2">It says the same as the current version.</p>
                ) : (
                  <dl className="mt-2 divide-y divide-line">
                    {comparison.changes.map((change) => (
                      <div key={change.label} className="py-3">
                        <dt className="font-semibold">{change.label}</dt>
                        <dd className="mt-1 grid gap-2 sm:grid-cols-2">
                          <p className="rounded-lg bg-stone p-3 break-words whitespace-pre-line">
                            <span className="block text-sm text-muted">Then</span>
                            {change.before || "(empty)"}
                          </p>
                          <p className="rounded-lg border border-line p-3 break-words whitespace-pre-line">
                            <span className="block text-sm text-muted">Now</span>
                            {change.after || "(empty)"}
                          </p>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
                <Form method="post" className="mt-4">
                  <input type="hidden" name="intent" value="restore-revision" />
                  <button type="submit" name="revision" value={comparison.id} className={buttonClasses("secondary")}>
                    Restore the version of {comparison.when}
                  </button>
                </Form>
              </OfficeCard>
            </div>
          )}
          <OfficeCard title="Delete" className="mt-8">
            <p className="mt-2">The project leaves the site at once and waits in the trash for 30 days.</p>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="trash" />
              <button type="submit" className={buttonClasses("secondary")}>
                Move to the trash
              </button>
            </Form>
          </OfficeCard>
        </>
      )}
    </>
  );
}
