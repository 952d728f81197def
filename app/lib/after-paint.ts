/**
 * The source of an inline script that runs `body` once the page has loaded and its first
 * contentful paint is done (or, where a browser does not report paints, a frame later), in a
 * task of its own: work that must never hold back the first paint (hydration, the brand font).
 */
export const afterFirstPaint = (body: string) => `addEventListener("load",()=>{
const start=()=>setTimeout(()=>{${body}});
if(!PerformanceObserver.supportedEntryTypes.includes("paint"))return requestAnimationFrame(start);
new PerformanceObserver((paints,observer)=>{if(paints.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})})`;
