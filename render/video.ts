// The home page hero loop, made with ffmpeg from three rendered stills: a slow push into
// hero-poster, a dissolve to a second wide image that pans gently, a dissolve to a third with a
// slow push, and a dissolve back to hero-poster, which settles on the full, uncropped frame.
// Frame 0 is exactly hero-poster (scaled to 1280x720, or its centre crop for phones) and the last
// frame flows back into it, so the poster image, the first frame and the loop point all match.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

export interface VideoOptions {
  main: string;
  second: string;
  third?: string;
  outDir: string;
  /** total size budget for all four files (two framings, MP4 and WebM), bytes */
  budget?: number;
}

const DUR = 10;
const FPS = 24;

/**
 * The loop is cut twice from one full-HD master: landscape for wide screens, and the centre 9:16
 * of it for phones held upright (what object-cover shows of the landscape film there, at its own
 * resolution; the hero's portrait poster is the same crop of hero-poster).
 */
const FRAMINGS = [
  { name: "hero", filter: "scale=1280:720:flags=lanczos" },
  { name: "hero-portrait", filter: "crop=608:1080,scale=432:768:flags=lanczos" },
];

const h264 = (crf: number) => [
  "-c:v",
  "libx264",
  "-preset",
  "slow",
  "-crf",
  String(crf),
  "-tune",
  "film",
  "-profile:v",
  "high",
  "-pix_fmt",
  "yuv420p",
  "-g",
  String(FPS * 2),
  "-movflags",
  "+faststart",
  "-r",
  String(FPS),
];

const vp9 = (crf: number) => [
  "-c:v",
  "libvpx-vp9",
  "-crf",
  String(crf),
  "-b:v",
  "0",
  "-row-mt",
  "1",
  "-deadline",
  "good",
  "-cpu-used",
  "2",
  "-pix_fmt",
  "yuv420p",
  "-g",
  String(FPS * 2),
  "-r",
  String(FPS),
];

function run(args: string[]): void {
  const res = spawnSync("nice", ["-n", "19", "ffmpeg", "-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: ["ignore", "inherit", "inherit"],
  });
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

export function makeHeroVideo(o: VideoOptions): Record<string, number> {
  const tmp = mkdtempSync(join(tmpdir(), "hero-"));
  const master = join(tmp, "master.mkv");
  const third = o.third ?? o.second;
  try {
    const t = `(in/${FPS})`;
    const ease = (x: string) => `(0.5-0.5*cos(PI*${x}))`;
    // A: hero-poster, full frame at t=0, pushing in by 5 % over 4.5 s (drifting right, the text side stays calm)
    const uA = ease(`min(${t}/4.5,1)`);
    const scA = `(1-0.05*${uA})`;
    // A': hero-poster again for the last 1.5 s, easing out to the full frame exactly at the loop point
    const uR = ease(`min(max((${t}-8.5)/1.5,0),1)`);
    const scR = `(0.985+0.015*${uR})`;
    const cxOf = (sc: string) => `(0.5+0.3*(1-${sc}))`;
    // B: a lateral pan; C: a slow push
    const uB = `min(max((${t}-3.5)/4,0),1)`;
    const uC = `min(max((${t}-6.5)/3,0),1)`;
    const post = `scale=1920:1080:flags=lanczos,fps=${FPS},format=yuv420p,settb=AVTB`;
    const graph = [
      `[0:v]format=rgb24,split=2[m1][m2]`,
      `[m1]perspective=${corners(scA, cxOf(scA), "0.5")}:interpolation=cubic:eval=frame,${post}[a]`,
      `[m2]perspective=${corners(scR, cxOf(scR), "0.5")}:interpolation=cubic:eval=frame,${post}[r]`,
      `[1:v]format=rgb24,perspective=${corners("0.92", `(0.46+0.08*${uB})`, "0.5")}:interpolation=cubic:eval=frame,${post}[b]`,
      `[2:v]format=rgb24,perspective=${corners(`(0.97-0.04*${uC})`, "0.5", "0.52")}:interpolation=cubic:eval=frame,${post}[c]`,
      `[a]trim=start=0:end=4.5,setpts=PTS-STARTPTS[s1]`,
      `[b]trim=start=3.5:end=7.5,setpts=PTS-STARTPTS[s2]`,
      `[c]trim=start=6.5:end=9.5,setpts=PTS-STARTPTS[s3]`,
      `[r]trim=start=8.5:end=${DUR},setpts=PTS-STARTPTS[s4]`,
      `[s1][s2]xfade=transition=fade:duration=1:offset=3.5[x1]`,
      `[x1][s3]xfade=transition=fade:duration=1:offset=6.5[x2]`,
      `[x2][s4]xfade=transition=fade:duration=1:offset=8.5,trim=duration=${DUR},format=yuv420p[out]`,
    ].join(";");
    run([
      // each still, looped for the whole clip
      ...[o.main, o.second, third].flatMap((still) => [
        "-loop",
        "1",
        "-framerate",
        String(FPS),
        "-t",
        String(DUR),
        "-i",
        still,
      ]),
      "-filter_complex",
      graph,
      "-map",
      "[out]",
      "-an",
      "-c:v",
      "ffv1",
      "-level",
      "3",
      master,
    ]);
    const budget = o.budget ?? 2.3 * 1024 * 1024;
    const files = FRAMINGS.flatMap(({ name }) => [join(o.outDir, `${name}.mp4`), join(o.outDir, `${name}.webm`)]);
    let crf264 = 24;
    let crfVp9 = 36;
    for (let attempt = 0; attempt < 6; attempt++) {
      for (const { name, filter } of FRAMINGS) {
        run(["-i", master, "-an", "-vf", filter, ...h264(crf264), join(o.outDir, `${name}.mp4`)]);
        run(["-i", master, "-an", "-vf", filter, ...vp9(crfVp9), join(o.outDir, `${name}.webm`)]);
      }
      const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
      if (total <= budget) break;
      crf264 += 2;
      crfVp9 += 3;
    }
    return Object.fromEntries(files.map((file) => [basename(file), statSync(file).size]));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
