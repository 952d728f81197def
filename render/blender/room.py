# The room shell: floor, ceiling, walls with window and door openings, jambs, casings, sills,
# sashes and mullions, baseboards, the outdoor view behind the openings and the window lights.
import math

import bpy

from geometry import box, ray_only_camera
from materials import m_lawn, m_view, mat
from scene import hexcol, link


class Room:
    def __init__(self, W, D, H, wall="paint:#f1ede6", floor="wood:oak:#d2ab7c:planks",
                 ceiling="paint:#f7f5f0", base="paint:#f4f1ea", trim="paint:#f4f1ea", view="garden",
                 base_h=0.11):
        self.W, self.D, self.H = W, D, H
        self.wall = mat(wall)
        self.trimm = mat(trim)
        self.basem = mat(base)
        self.openings = {"back": [], "left": [], "right": [], "front": []}
        self.floor_spec = floor
        self.ceiling = mat(ceiling)
        self.view_kind = view
        self.base_h = base_h
        self.skip_base = {"back": [], "left": [], "right": [], "front": []}
        self.wall_over = {}

    def window(self, wall, c, w, sill, head, mullions=1, transoms=0, frame="paint:#f4f1ea", door=False):
        """Opening in a wall: centre c along the wall, width w, from sill to head height."""
        self.openings[wall].append(dict(c=c, w=w, sill=0.0 if door else sill, head=head,
                                        mull=mullions, tr=transoms, frame=frame, door=door))

    def no_baseboard(self, wall, a, b):
        self.skip_base[wall].append((a, b))

    def build(self):
        W, D, H = self.W, self.D, self.H
        t = 0.15
        # floor and ceiling
        box(-t, -t, -0.05, W + t, D + t, 0, mat(self.floor_spec), name="floor")
        box(-t, -t, H, W + t, D + t, H + 0.1, self.ceiling, name="ceiling")
        walls = {
            "back": (lambda a, b, z0, z1: box(a, D, z0, b, D + t, z1, self.wall_over.get("back", self.wall), name="wall_back"), W),
            "front": (lambda a, b, z0, z1: box(a, -t, z0, b, 0, z1, self.wall, name="wall_front"), W),
            "left": (lambda a, b, z0, z1: box(-t, a, z0, 0, b, z1, self.wall_over.get("left", self.wall), name="wall_left"), D),
            "right": (lambda a, b, z0, z1: box(W, a, z0, W + t, b, z1, self.wall_over.get("right", self.wall), name="wall_right"), D),
        }
        for name, (mk, L) in walls.items():
            ops = sorted(self.openings[name], key=lambda o: o["c"])
            x = 0.0 if name in ("back", "front") else 0.0
            x = -t
            for o in ops:
                a, b = o["c"] - o["w"] / 2, o["c"] + o["w"] / 2
                mk(x, a, 0, H)
                if o["sill"] > 0:
                    mk(a, b, 0, o["sill"])
                if o["head"] < H:
                    mk(a, b, o["head"], H)
                x = b
                self._frame(name, o)
                self.skip_base[name].append((a - 0.07, b + 0.07) if o["door"] else (a, b))
            mk(x, L + t, 0, H)
            self._baseboard(name, L)
        self._view()

    def _wall_box(self, wall, a, b, d0, d1, z0, z1, m, bevel=0.0, name="wb"):
        """Box positioned relative to a wall: a..b along it, d0..d1 distance into the room."""
        W, D = self.W, self.D
        if wall == "back":
            return box(a, D - d1, z0, b, D - d0, z1, m, bevel, name)
        if wall == "front":
            return box(a, d0, z0, b, d1, z1, m, bevel, name)
        if wall == "left":
            return box(d0, a, z0, d1, b, z1, m, bevel, name)
        return box(W - d1, a, z0, W - d0, b, z1, m, bevel, name)

    def _frame(self, wall, o):
        fm = mat(o["frame"])
        a, b = o["c"] - o["w"] / 2, o["c"] + o["w"] / 2
        s, hd = o["sill"], o["head"]
        fw = 0.05
        t = 0.15
        wb = self._wall_box
        # jambs / reveal lining the opening
        wb(wall, a, a + 0.02, -t, 0.0, s, hd, self.trimm, name="jamb")
        wb(wall, b - 0.02, b, -t, 0.0, s, hd, self.trimm, name="jamb")
        wb(wall, a, b, -t, 0.0, hd - 0.02, hd, self.trimm, name="head")
        if s > 0:
            wb(wall, a - 0.04, b + 0.04, -t, 0.03, s - 0.025, s, self.trimm, bevel=0.004, name="stool")
        # casing around the opening
        cw = 0.07
        wb(wall, a - cw, a, 0.0, 0.018, max(0, s - 0.06) if s > 0 else 0, hd + cw, self.trimm, bevel=0.003, name="casing")
        wb(wall, b, b + cw, 0.0, 0.018, max(0, s - 0.06) if s > 0 else 0, hd + cw, self.trimm, bevel=0.003, name="casing")
        wb(wall, a - cw, b + cw, 0.0, 0.02, hd, hd + cw, self.trimm, bevel=0.003, name="casing")
        if s > 0:
            wb(wall, a - cw + 0.01, b + cw - 0.01, 0.0, 0.015, s - 0.08, s - 0.025, self.trimm, name="apron")
        # sash frame and mullions set back in the opening
        d0, d1 = -0.09, -0.05
        wb(wall, a + 0.02, a + 0.02 + fw, d0, d1, s, hd, fm, name="sash")
        wb(wall, b - 0.02 - fw, b - 0.02, d0, d1, s, hd, fm, name="sash")
        # rails and mullions sit a few mm behind the stiles' faces: overlapping boxes must never
        # share a face (coplanar faces shadow each other and render black)
        e = 0.004
        wb(wall, a + 0.02 + fw, b - 0.02 - fw, d0 + e, d1 - e, hd - 0.02 - fw, hd - 0.02, fm, name="sash")
        wb(wall, a + 0.02 + fw, b - 0.02 - fw, d0 + e, d1 - e, s, s + fw * (0.6 if o["door"] else 1.0), fm, name="sash")
        n = o["mull"]
        for i in range(1, n + 1):
            cx = a + (b - a) * i / (n + 1)
            wb(wall, cx - 0.025, cx + 0.025, d0 + 2 * e, d1 - 2 * e, s + fw * 0.5, hd - 0.02 - fw * 0.5, fm, name="mullion")
        for i in range(1, o["tr"] + 1):
            cz = s + (hd - s) * i / (o["tr"] + 1)
            wb(wall, a + 0.02 + fw, b - 0.02 - fw, d0 + 3 * e, d1 - 3 * e, cz - 0.018, cz + 0.018, fm, name="transom")
        # no glass pane: at this scale it only costs samples and shows nothing

    def _baseboard(self, wall, L):
        skips = sorted(self.skip_base[wall])
        segs = []
        x = 0.0
        for a, b in skips:
            if a > x:
                segs.append((x, a))
            x = max(x, b)
        if x < L:
            segs.append((x, L))
        for a, b in segs:
            if b - a > 0.02:
                self._wall_box(wall, a, b, 0.0, 0.014, 0.0, self.base_h, self.basem, bevel=0.003, name="baseboard")

    def _view(self):
        """The outdoor view behind every wall with an opening (camera and reflections only, so
        it neither shades nor lights the room): sunlit lawn and a far line of trees with the sky
        above. No shrubs close to the glass: at that distance a procedural bush reads as a lump."""
        W, D = self.W, self.D
        vm = m_view(self.view_kind)
        lawn = m_lawn()
        far = 14.0
        for wall, ops in self.openings.items():
            if not ops:
                continue
            L = W if wall in ("back", "front") else D
            # (a along the wall, d outward distance) -> world x, y
            if wall == "back":
                at = lambda a, d: (a, D + d)  # noqa: E731
            elif wall == "front":
                at = lambda a, d: (a, -d)  # noqa: E731
            elif wall == "left":
                at = lambda a, d: (-d, a)  # noqa: E731
            else:
                at = lambda a, d: (W + d, a)  # noqa: E731
            (x0, y0), (x1, y1) = at(-20, far), at(L + 20, far + 0.1)
            ray_only_camera(box(x0, y0, -3, x1, y1, 20, vm, name="view"))
            (x0, y0), (x1, y1) = at(-20, 0.16), at(L + 20, far)
            ray_only_camera(box(x0, y0, -0.25, x1, y1, -0.1, lawn, name="lawn"))

    def window_lights(self, power=1.0, color="#eef3ff"):
        """An area light filling every opening, facing into the room (the sky through the glass)."""
        W, D = self.W, self.D
        for wall, ops in self.openings.items():
            for o in ops:
                w = o["w"]
                h = o["head"] - o["sill"]
                zc = (o["head"] + o["sill"]) / 2
                ld = bpy.data.lights.new("win", "AREA")
                ld.shape = "RECTANGLE"
                ld.size = w
                ld.size_y = h
                ld.energy = 95 * w * h * power
                ld.color = hexcol(color)[:3]
                ob = bpy.data.objects.new("win", ld)
                if wall == "back":
                    ob.location = (o["c"], D + 0.02, zc)
                    ob.rotation_euler = (math.radians(-90), 0, 0)
                elif wall == "front":
                    ob.location = (o["c"], -0.02, zc)
                    ob.rotation_euler = (math.radians(90), 0, 0)
                elif wall == "left":
                    ob.location = (-0.02, o["c"], zc)
                    ob.rotation_euler = (0, math.radians(90), 0)
                else:
                    ob.location = (W + 0.02, o["c"], zc)
                    ob.rotation_euler = (0, math.radians(-90), 0)
                ob.visible_camera = False
                ob.visible_glossy = False
                link(ob)


def scene_room(s, size, wall, floor):
    """The room a manifest scene describes (size, finishes, outdoor view) with its windows; an
    opening down to the floor is a door. size, wall and floor are the room type's defaults."""
    W, D, H = s.get("size", size)
    room = Room(W, D, H, wall=s.get("wall", wall), floor=s.get("floor", floor), view=s.get("view", "garden"),
                ceiling=s.get("ceiling", "paint:#f7f5f0"), base=s.get("base", "paint:#f4f1ea"),
                trim=s.get("trim", "paint:#f4f1ea"))
    for w in s.get("windows", []):
        room.window(w[0], w[1], w[2], w[3], w[4], mullions=w[5] if len(w) > 5 else 1, transoms=w[6] if len(w) > 6 else 0,
                    frame=s.get("window_frame", "paint:#f4f1ea"), door=(w[3] == 0))
    return room
