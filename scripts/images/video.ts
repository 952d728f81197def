// The home page hero loop, made with ffmpeg from the generated stills: a slow push across
// hero-poster, a dissolve to a second wide image that pans gently, and a dissolve back. The
// camera move of the main image is a function of time that wraps at 10 s while that image is
// hidden, so the last frame flows into the first and the loop is seamless.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface VideoOptions {
  main: string;
  second: string;
  outDir: string;
  /** total size budget for both files, bytes */
  budget?: number;
}

const DUR = 10;
const FPS = 24;

function run(args: string[]): void {
  const res = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: ["ignore", "inherit", "inherit"] });
  if (res.status !== 0) throw new Error(`ffmpeg failed (${res.status}): ffmpeg ${args.join(" ")}`);
}

/** perspective-filter corner expressions for a crop window of relative size sc centred at (cx, cy) (fractions). */
function corners(sc: string, cx: string, cy: string): string {
  const x0 = `W*((${cx})-(${sc})/2)`;
  const x1 = `W*((${cx})+(${sc})/2)`;
  const y0 = `H*((${cy})-(${sc})/2)`;
  const y1 = `H*((${cy})+(${sc})/2)`;
  return `x0='${x0}':y0='${y0}':x1='${x1}':y1='${y0}':x2='${x0}':y2='${y1}':x3='${x1}':y3='${y1}'`;
}

export function makeHeroVideo(o: VideoOptions): { mp4: number; webm: number } {
  const tmp = mkdtempSync(join(tmpdir(), "hero-"));
  const master = join(tmp, "master.mkv");
  try {
    const t = `(in/${FPS})`;
    // main image: phase u runs 0..10 and wraps at t = 5.5 s (main image fully hidden then)
    const u = `(mod(${t}+${DUR}-5.5,${DUR})/${DUR})`;
    const scA = `(0.955-0.075*${u})`;
    const cxA = `(0.5+0.035*(${u}-0.5))`;
    const cyA = `(0.5+0.012*(${u}-0.5))`;
    // second image: a gentle lateral pan while it is on screen (3..8 s)
    const v = `(min(max((${t}-3)/5,0),1))`;
    const scB = `0.9`;
    const cxB = `(0.47+0.06*${v})`;
    const cyB = `0.5`;
    const post = `scale=1280:720:flags=lanczos,fps=${FPS},format=yuv420p,settb=AVTB`;
    const graph = [
      `[0:v]format=rgb24,perspective=${corners(scA, cxA, cyA)}:interpolation=cubic:eval=frame,${post},split=2[a1][a2]`,
      `[1:v]format=rgb24,perspective=${corners(scB, cxB, cyB)}:interpolation=cubic:eval=frame,${post}[b]`,
      `[a1]trim=start=0:end=4.5,setpts=PTS-STARTPTS[s1]`,
      `[b]trim=start=3:end=8,setpts=PTS-STARTPTS[s2]`,
      `[a2]trim=start=6.5:end=${DUR},setpts=PTS-STARTPTS[s3]`,
      `[s1][s2]xfade=transition=fade:duration=1.5:offset=3[x1]`,
      `[x1][s3]xfade=transition=fade:duration=1.5:offset=6.5,trim=duration=${DUR},format=yuv420p[out]`,
    ].join(";");
    run([
      "-loop", "1", "-framerate", String(FPS), "-t", String(DUR), "-i", o.main,
      "-loop", "1", "-framerate", String(FPS), "-t", String(DUR), "-i", o.second,
      "-filter_complex", graph, "-map", "[out]", "-an", "-c:v", "ffv1", "-level", "3", master,
    ]);
    const budget = o.budget ?? 1.6 * 1024 * 1024;
    const mp4 = join(o.outDir, "hero.mp4");
    const webm = join(o.outDir, "hero.webm");
    let crf264 = 25;
    let crfVp9 = 38;
    for (let attempt = 0; attempt < 6; attempt++) {
      run(["-i", master, "-an", "-c:v", "libx264", "-preset", "slow", "-crf", String(crf264), "-tune", "stillimage", "-profile:v", "high", "-pix_fmt", "yuv420p", "-g", String(FPS * 2), "-movflags", "+faststart", "-r", String(FPS), mp4]);
      run(["-i", master, "-an", "-c:v", "libvpx-vp9", "-crf", String(crfVp9), "-b:v", "0", "-row-mt", "1", "-deadline", "good", "-cpu-used", "2", "-pix_fmt", "yuv420p", "-g", String(FPS * 2), "-r", String(FPS), webm]);
      const total = statSync(mp4).size + statSync(webm).size;
      if (total <= budget) break;
      crf264 += 2;
      crfVp9 += 3;
    }
    return { mp4: statSync(mp4).size, webm: statSync(webm).size };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
