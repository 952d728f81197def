/**
 * The source of an inline script that runs `body` once the page has loaded, its first contentful
 * paint is done and one more frame has been painted (so the pictures that finished loading with
 * the page are on screen too: the largest paint), in a task of its own. Where a browser does not
 * report paints, a frame after the load. For work that must never hold back the first paint or
 * the largest one (hydration, the brand font).
 */
export const afterFirstPaint = (body: string) => `addEventListener("load",()=>{
const start=()=>requestAnimationFrame(()=>setTimeout(()=>{${body}}));
if(!PerformanceObserver.supportedEntryTypes.includes("paint"))return start();
new PerformanceObserver((paints,observer)=>{if(paints.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})})`;
