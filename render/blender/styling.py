# Styling: the things a photographer places before shooting a finished project, so a room reads
# as lived in. A manifest scene lists them under "props", each [kind, x, y, z, ...options]:
#   ["plant", x, y, z, height, "leafy" | "tree" | "blades"]   potted plant
#   ["towels", x, y, z, width, colour]                        stack of folded towels
#   ["art", wall, centre, z, width, height, palette]          framed print on a wall
#   ["vase", x, y, z, height]                                 stoneware vase with branches
#   ["books", x, y, z, angle]                                 a small stack of books
#   ["bowl", x, y, z, radius]                                 bowl of fruit
#   ["lamp", x, y, z, height]                                 table lamp, switched on
#   ["tray", x, y, z, angle]                                  tray with soap and a bottle
#   ["board", x, y, z, width]                                 cutting board
#   ["rug", x0, y0, x1, y1, colour, border]                   rug on the floor
import math

import parts as P
from geometry import box, cyl, sphere, tube
from lights import point_light
from materials import mat
from nodes import MB
from scene import R, hexcol

TOWEL_COLOURS = ["#f1ece3", "#e4dccd", "#c9d3cc", "#d8cbb8"]
ART_PALETTES = {
    "earth": ["#e9e1d3", "#c58f63", "#8a6f55", "#d9c3a1", "#4d5a4f"],
    "sea": ["#eef0ec", "#8fb3b0", "#41666b", "#d6cdb8", "#c9d9d4"],
    "sage": ["#ece9e0", "#a3af98", "#6c7a62", "#d9b99b", "#3e4a3f"],
}


def towels(x, y, z, w=0.3, colour=None, n=3):
    """Folded towels stacked slightly askew, the top one a touch smaller."""
    col = colour or R.choice(TOWEL_COLOURS)
    for i in range(n):
        dx = (R.random() - 0.5) * 0.015
        h = 0.045
        box(x - w / 2 + dx, y - w * 0.38, z + i * h, x + w / 2 + dx, y + w * 0.38, z + (i + 1) * h - 0.002,
            mat("fabric:" + col), bevel=0.018, segs=4, name="towel")


def m_print(palette, name="print"):
    """An abstract print: soft overlapping colour fields (a large-scale noise through a ramp)."""
    b = MB(name)
    tc = b.node("ShaderNodeTexCoord")
    nz = b.node("ShaderNodeTexNoise")
    nz.inputs["Scale"].default_value = 2.2
    nz.inputs["Detail"].default_value = 1.5
    nz.inputs["Distortion"].default_value = 0.6
    b.link(tc.outputs["Object"], nz.inputs["Vector"])
    cols = [hexcol(c) for c in ART_PALETTES.get(palette, ART_PALETTES["earth"])]
    stops = [(i / (len(cols) - 1), c) for i, c in enumerate(cols)]
    col = b.ramp(nz.outputs["Fac"], stops, interpolation="CONSTANT")
    b.link(col, b.bsdf.inputs["Base Color"])
    b.set(rough=0.8, spec=0.2)
    return b.m


def art(room, wall, c, z, w, h, palette="earth"):
    """A framed print hung on a wall: thin oak frame, white mat, the print."""
    wb = room._wall_box
    frame = mat("wood:oak")
    wb(wall, c - w / 2, c + w / 2, 0.0, 0.03, z - h / 2, z + h / 2, frame, bevel=0.004, name="artframe")
    wb(wall, c - w / 2 + 0.025, c + w / 2 - 0.025, 0.0, 0.032, z - h / 2 + 0.025, z + h / 2 - 0.025,
       mat("plain:#f6f3ec:0.8"), name="artmat")
    mw = min(w, h) * 0.14
    ob = wb(wall, c - w / 2 + mw, c + w / 2 - mw, 0.0, 0.033, z - h / 2 + mw, z + h / 2 - mw, m_print(palette), name="art")
    return ob


def vase(x, y, z, h=0.3):
    """A matte stoneware vase with a few bare, forking branches."""
    r = h * 0.22
    cyl(x, y, z, z + h * 0.15, r * 0.7, mat("plain:#d8d0c2:0.7"), r2=r, name="vase")
    cyl(x, y, z + h * 0.15, z + h * 0.75, r, mat("plain:#d8d0c2:0.7"), r2=r * 0.45, name="vase")
    cyl(x, y, z + h * 0.75, z + h, r * 0.45, mat("plain:#d8d0c2:0.7"), r2=r * 0.5, name="vase")
    stem = mat("plain:#5a4636:0.7")
    for i in range(5):
        t = R.random() * math.tau
        lean = 0.15 + 0.25 * R.random()
        top = (x + math.cos(t) * h * lean * 1.6, y + math.sin(t) * h * lean, z + h * (1.9 + 0.9 * R.random()))
        mid = ((x + top[0]) / 2, (y + top[1]) / 2, (z + h + top[2]) / 2)
        tube([(x, y, z + h * 0.6), mid, top], 0.0035, stem, name="branch")
        for j in range(4):
            f = 0.4 + 0.6 * R.random()
            p = [mid[k] + (top[k] - mid[k]) * f for k in range(3)]
            sphere(p[0], p[1], p[2], 0.018, mat("plain:#7d9458:0.6"), sx=1.4, sy=0.5, sz=0.7, segs=8, name="leaf")


def books(x, y, z, angle=0.0):
    """Two to four books lying flat, slightly rotated against each other."""
    zz = z
    for i in range(2 + int(R.random() * 3)):
        w = 0.2 + 0.06 * R.random()
        d = 0.14 + 0.04 * R.random()
        t = 0.02 + 0.015 * R.random()
        ob = box(-w / 2, -d / 2, 0, w / 2, d / 2, t, mat(R.choice(P.BOOKS)), bevel=0.002, name="book")
        ob.location = (x, y, zz)
        ob.rotation_euler = (0, 0, math.radians(angle + (R.random() - 0.5) * 14))
        zz += t


def lamp(x, y, z, h=0.5):
    """A ceramic table lamp with a linen shade, switched on."""
    cyl(x, y, z, z + h * 0.5, h * 0.12, mat("gloss:#cfc6b6"), r2=h * 0.07, name="lampbase")
    tube([(x, y, z + h * 0.5), (x, y, z + h * 0.72)], 0.006, mat("metal:brass"), name="lampstem")
    shade = cyl(x, y, z + h * 0.62, z + h, h * 0.3, mat("emit:#f3e3c6:1.2"), r2=h * 0.22, name="lampshade")
    shade.visible_shadow = False
    point_light((x, y, z + h * 0.78), 9, color="#ffd7a3", radius=0.04)


def tray(x, y, z, angle=0.0):
    """A small wooden tray with a bar of soap and a pump bottle."""
    a = math.radians(angle)
    ob = box(-0.13, -0.07, 0, 0.13, 0.07, 0.015, mat("wood:walnut"), bevel=0.004, name="tray")
    ob.location = (x, y, z)
    ob.rotation_euler = (0, 0, a)
    bx, by = x + 0.05 * math.cos(a), y + 0.05 * math.sin(a)
    cyl(bx, by, z + 0.015, z + 0.13, 0.028, mat("gloss:#a9775a"), name="bottle")
    tube([(bx, by, z + 0.13), (bx, by, z + 0.16), (bx + 0.025, by, z + 0.16)], 0.004, mat("metal:black"), name="pump")
    sx, sy = x - 0.06 * math.cos(a), y - 0.06 * math.sin(a)
    box(sx - 0.035, sy - 0.025, z + 0.015, sx + 0.035, sy + 0.025, z + 0.04, mat("plain:#eee8dc:0.6"), bevel=0.008,
        segs=3, name="soap")


def add(room, props):
    for p in props:
        kind, args = p[0], p[1:]
        if kind == "plant":
            P.plant(args[0], args[1], args[2], args[3] if len(args) > 3 else 0.5, kind=args[4] if len(args) > 4 else "leafy")
        elif kind == "towels":
            towels(*args)
        elif kind == "art":
            art(room, *args)
        elif kind == "vase":
            vase(*args)
        elif kind == "books":
            books(*args)
        elif kind == "bowl":
            P.fruit_bowl(*args)
        elif kind == "lamp":
            lamp(*args)
        elif kind == "tray":
            tray(*args)
        elif kind == "board":
            P.board(*args)
        elif kind == "rug":
            P.rug(*args)
        else:
            raise ValueError(f"unknown prop {kind}")
