import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { afterFirstPaint } from "~/lib/after-paint";
import { useCspNonce } from "~/lib/csp-nonce";
import { PAGE_ONLY_ATTRIBUTE, SITE_STYLES_ID } from "#common/site-styles.ts";
import siteStylesheet from "~/app.css?url";

type ScriptProps = { type?: string; dangerouslySetInnerHTML?: { __html: string } };

/** The <script> elements in what React Router's <Scripts> renders, in order. */
function scriptElements(node: ReactNode): ReactElement<ScriptProps>[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === "script") return [child as ReactElement<ScriptProps>];
    return scriptElements(child.props.children);
  });
}

const DEFERRED_MODULE_ID = "hydration-module";

/**
 * Starts the deferred module after the first paint: a copy of it, made a real module script,
 * with the page's nonce or allowed by the same hash as the inert original. On a page that came
 * with only its own rules of the site's stylesheet (a form page: server/http/critical-css.ts),
 * the whole stylesheet is linked first and React starts once it has loaded, so that whatever
 * React shows next (a notice, a field's error, another page opened in place) is styled; or once it
 * has failed to load: the forms then work with what the page's own rules style. The link goes
 * where the page's own rules are, before a route's own stylesheet (a signing page's, the office's),
 * so the cascade stays the page's: at the end of the head, the whole stylesheet's rules would win
 * over the route's and the page would move as it arrived. It stays in the head when React draws
 * the document anew.
 */
const startAfterPaint = afterFirstPaint(
  `const start=()=>{const deferred=document.getElementById(${JSON.stringify(DEFERRED_MODULE_ID)}),script=document.createElement("script");script.type="module";script.nonce=deferred.nonce;script.textContent=deferred.textContent;document.body.append(script)};` +
    `const styles=document.getElementById(${JSON.stringify(SITE_STYLES_ID)});` +
    `if(!styles?.hasAttribute(${JSON.stringify(PAGE_ONLY_ATTRIBUTE)}))start();` +
    `else{const link=document.createElement("link");link.rel="stylesheet";link.href=${JSON.stringify(siteStylesheet)};link.onload=link.onerror=start;styles.after(link)}`,
);

/**
 * React Router's <Scripts>, rearranged so that hydration never holds back the first paint or the
 * largest one. <Scripts> preloads every module at high priority from the head and imports them
 * from an inline module as the page is parsed: on a phone's connection those downloads share the
 * line with the HTML and the hero picture. Here the small context script still runs in place
 * (the loader-data stream React Router writes after it needs it), the module preloads are left
 * out, and the module that imports the route modules and starts hydration waits, inert, until
 * the load event and the next frame. Until then the page is the complete server-rendered HTML:
 * links navigate and forms post without script.
 *
 * <Scripts> is called as a function to reuse its output as it stands (React Router is pinned to
 * one version); its hooks run as this component's own, in the same order on every render.
 */
export function HydrationScripts() {
  const nonce = useCspNonce();
  const rendered = Scripts({});
  if (rendered === null) return null;
  return (
    <>
      {scriptElements(rendered).map((script, index) =>
        script.props.type === "module" ? (
          <script
            key={index}
            id={DEFERRED_MODULE_ID}
            type="text/x-deferred-module"
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={script.props.dangerouslySetInnerHTML}
          />
        ) : (
          <script key={index} {...script.props} />
        ),
      )}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: startAfterPaint }} />
    </>
  );
}
