import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Marks a <details> menu that the page's light-dismiss script (below) closes. */
const DISCLOSURE_ATTRIBUTE = "data-disclosure";
export const DISCLOSURE_SCRIPT_ID = "disclosure-script";

/**
 * The inline script, on every page of the site, that closes an open menu on Escape (focus goes
 * back to its toggle when it was in the menu), on a press outside it, and when focus moves out of
 * it (a Tab past its last link). Inline, like the brand font's, because most pages load no script
 * file at all (app/lib/hydration.ts); its listeners sit on the window, so they outlive the pages
 * that React renders in the browser after hydrating one.
 */
export const disclosureScript = `(()=>{const open=()=>document.querySelectorAll("details[${DISCLOSURE_ATTRIBUTE}][open]");
const outside=(event)=>{for(const menu of open())if(!menu.contains(event.target))menu.open=false};
addEventListener("pointerdown",outside);addEventListener("focusin",outside);
addEventListener("keydown",(event)=>{if(event.key!=="Escape")return;for(const menu of open()){const focused=menu.contains(document.activeElement);menu.open=false;if(focused)menu.querySelector("summary").focus()}})})()`;

/**
 * Menus are <details> elements, so they open and close without JavaScript; spread what this
 * returns on one. The page's inline script (above) closes it on Escape and on a click or focus
 * outside, with or without React; once hydrated, this also closes it when a link in it is chosen
 * (the route changes and the page is drawn in place).
 */
export function useDisclosure<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname]);

  return { ref, [DISCLOSURE_ATTRIBUTE]: "" };
}
