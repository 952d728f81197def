# Entry point run by Blender:
#   blender -b --factory-startup -P render/blender/main.py -- <job.json>
# job.json: {"out": "/tmp/x.png", "width": 1600, "height": 1200, "seed": 3, "samples": 64,
#            "scene": {...manifest scene...}}
import importlib
import json
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bpy  # noqa: E402

import camera  # noqa: E402
import compositing  # noqa: E402
import lights  # noqa: E402
import scene  # noqa: E402
import styling  # noqa: E402


def main():
    argv = sys.argv[sys.argv.index("--") + 1:]
    job = json.load(open(argv[0]))
    s = job["scene"]
    scene.seed(job.get("seed", 1))
    scene.reset()
    sun = s.get("sun", [38, 200])
    lights.world(sun[0], sun[1], s.get("sky", 0.6))
    mod = importlib.import_module({"kitchen": "kitchen", "bathroom": "bath", "living": "living",
                                   "millwork": "millwork", "studio": "millwork"}[s["room"]])
    t0 = time.time()
    room = mod.build(s)
    styling.add(room, s.get("props", []))
    # daylight: sun through the windows, the sky filling each opening, a soft bounce from behind
    # the camera standing in for the light the unseen front of the room would reflect
    lights.sun(sun[0], sun[1], s.get("sun_strength", 3.2))
    room.window_lights(s.get("window_power", 1.1))
    cam = s.get("camera", {})
    pos = cam.get("pos", [room.W * 0.6, 0.4, 1.3])
    fill = s.get("fill", 1.0)
    if fill > 0:
        # light bouncing off the (unseen) front of the room: one panel facing in, one washing the ceiling
        lights.area_light((room.W / 2, 0.05, room.H * 0.5), (math.radians(90), 0, 0), room.W * 0.9, room.H * 0.6,
                          45 * fill * room.W / 5, color="#fff5ea", name="fill")
        lights.area_light((room.W / 2, 0.3, 0.6), (math.radians(150), 0, 0), room.W * 0.9, 0.5,
                          25 * fill * room.W / 5, color="#fff5ea", name="ceilingfill")
    camera.camera(pos, cam.get("yaw", 0.0), cam.get("lens", 22), cam.get("shift_x", 0.0), cam.get("shift_y", -0.04))
    camera.render_settings(job["width"], job["height"], job["samples"], s.get("exposure", 0.5) - 0.55,
                           threshold=job["threshold"], time_limit=job.get("time_limit", 0))
    if job.get("light_filter", True):
        compositing.light_pass_filter()
    bpy.context.scene.render.filepath = job["out"]
    print(f"[render] built scene in {time.time() - t0:.1f}s, {len(bpy.data.objects)} objects", flush=True)
    if job.get("build_only"):
        return
    if job.get("blend"):
        bpy.ops.wm.save_as_mainfile(filepath=job["blend"])
    t1 = time.time()
    bpy.ops.render.render(write_still=True)
    print(f"[render] rendered in {time.time() - t1:.1f}s", flush=True)


main()
