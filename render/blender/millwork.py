# Cabinetry and millwork scenes: library wall with a rolling ladder, walk-in closet, pantry wall
# with one cabinet open, and the design studio (workbench with cabinet doors and samples, plans on a table).

import parts as P
from geometry import box, cyl, sphere, tube
from lights import point_light
from materials import m_tile, mat
from room import scene_room
from scene import R, hexcol


def frame_of(room, wall):
    return {"back": P.Frame("-y", room.D), "left": P.Frame("+x", 0.0), "right": P.Frame("-x", room.W)}[wall]


def bookcases(room, s, wall, a, b):
    fin = s.get("finish", "paint:#3d5447")
    metal = s.get("metal", "metal:brass")
    fr = frame_of(room, wall)
    H = room.H
    sp = P.Spec(fin, "shaker", s.get("pull", "knob"), metal, fin)
    # lower cabinets, 0.45 deep, with a painted top
    n = max(2, round((b - a) / 0.9))
    P.base_run(fr, a, b, [("doors", 1)] * n, P.Spec(fin, "shaker", s.get("pull", "knob"), metal, fin), depth=0.45, counter=False,
               end_panels=False)
    fr.box(a, b, 0.0, 0.48, 0.86, 0.9, mat(fin), bevel=0.004, name="bctop")
    # upper bays: back panel, uprights, shelves with books
    fr.box(a, b, 0.0, 0.02, 0.9, H, mat(fin), name="bcback")
    bays = max(2, round((b - a) / 0.85))
    bw = (b - a) / bays
    for i in range(bays + 1):
        x = a + i * bw
        fr.box(x - 0.018, x + 0.018, 0.0, 0.34, 0.9, H - 0.12, mat(fin), bevel=0.002, name="upright")
    fr.box(a, b, 0.0, 0.36, H - 0.16, H, mat(fin), bevel=0.004, name="bccrown")
    zs = [0.9 + (H - 0.16 - 0.9) * k / 4 for k in range(1, 4)]
    for i in range(bays):
        x0, x1 = a + i * bw + 0.018, a + (i + 1) * bw - 0.018
        for k, z in enumerate([0.9] + zs):
            if k > 0:
                fr.box(x0, x1, 0.02, 0.33, z, z + 0.025, mat(fin), name="bcshelf")
            zz = z + (0.025 if k > 0 else 0.0)
            top = (zs[k] if k < len(zs) else H - 0.16) - zz
            r = R.random()
            if r < 0.62:
                # books, sometimes only part of the bay with an object beside them
                end = x1 - (0.25 if R.random() < 0.4 else 0.02)
                P.books_row(fr, x0 + 0.02, end, zz, 0.33, min(0.3, top - 0.04))
                if end < x1 - 0.1:
                    p = fr.pt(end + 0.12, 0.17, zz)
                    cyl(p[0], p[1], zz, zz + 0.16, 0.05, mat("gloss:" + R.choice(["#efe9dd", "#c9b79a", "#b9c4bd"])), r2=0.035, name="vase")
            elif r < 0.8:
                p = fr.pt((x0 + x1) / 2, 0.17, zz)
                P.bowl(p[0], p[1], zz, 0.11, R.choice(["#efe9dd", "#d7c6ad", "#a9b5a2"]))
            else:
                P.books_row(fr, x0 + 0.05, x0 + 0.3, zz, 0.33, min(0.3, top - 0.04))
                p = fr.pt(x1 - 0.18, 0.17, zz)
                P.plant(p[0], p[1], zz, 0.2, kind="leafy", pot_r=0.06)
        # picture light over every bay is too much; a few brass lights
    if s.get("ladder", True):
        # brass rail along the front at 2.15 m and a ladder leaning from it
        rz = H - 0.45
        m = mat(metal)
        p0, p1 = fr.pt(a + 0.05, 0.42, rz), fr.pt(b - 0.05, 0.42, rz)
        tube([p0, p1], 0.014, m, name="rail")
        for x in (a + 0.1, (a + b) / 2, b - 0.1):
            tube([fr.pt(x, 0.34, rz), fr.pt(x, 0.42, rz)], 0.01, m, name="railpost")
        lx = a + (b - a) * s.get("ladder_at", 0.62)
        foot = 0.95
        wood = mat(s.get("ladder_wood", "wood:walnut"))
        for sx in (-0.24, 0.24):
            tube([fr.pt(lx + sx, 0.44, rz + 0.05), fr.pt(lx + sx, foot, 0.0)], 0.022, wood, name="ladderrail")
            tube([fr.pt(lx + sx, 0.42, rz), fr.pt(lx + sx, 0.48, rz + 0.05)], 0.01, m, name="hook")
        steps = 7
        for k in range(1, steps + 1):
            t = k / (steps + 1)
            z = rz + 0.05 - (rz + 0.05) * (1 - t)
            d = foot + (0.44 - foot) * t
            z = (rz + 0.05) * t
            tube([fr.pt(lx - 0.24, d, z), fr.pt(lx + 0.24, d, z)], 0.016, wood, name="rung")
        for sx in (-0.24, 0.24):
            p = fr.pt(lx + sx, foot, 0.03)
            sphere(p[0], p[1], 0.03, 0.03, m, name="wheel")
    # brass picture lights on the top of two bays
    for i in (0, bays - 1):
        x = a + (i + 0.5) * bw
        p = fr.pt(x, 0.3, H - 0.22)
        tube([fr.pt(x - 0.2, 0.34, H - 0.2), fr.pt(x + 0.2, 0.34, H - 0.2)], 0.018, mat(metal), name="picturelight")
        point_light(fr.pt(x, 0.25, H - 0.3), 4, radius=0.1)


def closet(room, s):
    W, D, H = room.W, room.D, room.H
    fin = s.get("finish", "paint:#f2efe9")
    metal = s.get("metal", "metal:brass")
    sp = P.Spec(fin, s.get("style", "shaker"), s.get("pull", "bar"), metal, fin)
    depth = 0.6
    # side walls: hanging bays with rods and clothes, lit from above
    for wall in ("left", "right"):
        fr = frame_of(room, wall)
        a, b = 0.9, D - 0.02
        bays = max(2, round((b - a) / 0.95))
        bw = (b - a) / bays
        fr.box(a, b, 0.0, depth, H - 0.2, H, mat(fin), name="closetcrown")
        fr.box(a, b, 0.0, depth, 0.0, 0.1, mat(fin), name="closetbase")
        for i in range(bays + 1):
            x = a + i * bw
            fr.box(x - 0.018, x + 0.018, 0.0, depth, 0.0, H - 0.2, mat(fin), bevel=0.002, name="closetupright")
        for i in range(bays):
            x0, x1 = a + i * bw + 0.018, a + (i + 1) * bw - 0.018
            kind = ("hang", "shelves", "hang2")[(i + (0 if wall == "left" else 1)) % 3]
            fr.box(x0, x1, 0.0, depth, 2.05, 2.075, mat(fin), name="closetshelf")
            # LED strip under the top shelf
            fr.box(x0 + 0.02, x1 - 0.02, depth - 0.06, depth - 0.04, 2.04, 2.05, mat("emit:#fff2dc:8"), name="led")
            if kind in ("hang", "hang2"):
                rods = [1.95] if kind == "hang" else [1.95, 0.98]
                if kind == "hang2":
                    fr.box(x0, x1, 0.0, depth, 1.02, 1.045, mat(fin), name="closetshelf")
                for rz in rods:
                    tube([fr.pt(x0, depth / 2, rz), fr.pt(x1, depth / 2, rz)], 0.012, mat(metal), name="rod")
                    x = x0 + 0.04
                    L = 0.95 if kind == "hang" else 0.85
                    while x < x1 - 0.05:
                        t = 0.02 + 0.025 * R.random()
                        ln = L * (0.6 + 0.4 * R.random()) if kind == "hang" else 0.75 * (0.8 + 0.2 * R.random())
                        col = R.choice(["fabric:#e9e3d7", "fabric:#c8b79f", "fabric:#53606e", "fabric:#9aa89a", "fabric:#f4f1ea",
                                        "fabric:#2f3b4a", "fabric:#b48a6a", "fabric:#d7cfc4"])
                        fr.box(x, x + t, depth / 2 - 0.22, depth / 2 + 0.22, rz - 0.04 - ln, rz - 0.04, mat(col), bevel=0.008, name="garment")
                        x += t + 0.008
            else:
                for z in (0.1, 0.42, 0.74, 1.06, 1.38, 1.7):
                    fr.box(x0, x1, 0.0, depth - 0.02, z, z + 0.025, mat(fin), name="closetshelf")
                    if z < 0.6:
                        # shoes
                        xx = x0 + 0.05
                        while xx < x1 - 0.12:
                            c = R.choice(["plain:#3a2b22:0.3", "plain:#d8c9b2:0.4", "plain:#1f1f1f:0.3", "plain:#9b6b4a:0.4"])
                            fr.box(xx, xx + 0.09, depth - 0.32, depth - 0.05, z + 0.025, z + 0.1, mat(c), bevel=0.02, name="shoe")
                            xx += 0.12
                    elif z < 1.6:
                        xx = x0 + 0.04
                        while xx < x1 - 0.15:
                            h = 0.06 + 0.05 * R.random()
                            fr.box(xx, xx + 0.25, 0.1, depth - 0.08, z + 0.025, z + 0.025 + h,
                                   mat(R.choice(["fabric:#e9e3d7", "fabric:#c8b79f", "fabric:#9aa89a", "fabric:#d7cfc4"])), bevel=0.01, name="folded")
                            xx += 0.29
    # back wall: drawer bank with a mirror above, or a window
    fb = frame_of(room, "back")
    P.base_run(fb, 0.7, W - 0.7, [("drawers", 0.6)] * max(2, round((W - 1.4) / 0.6)), sp, depth=0.5)
    # centre island of drawers with a stone top
    ix0, ix1 = W / 2 - 0.75, W / 2 + 0.75
    iy0, iy1 = D * 0.36, D * 0.36 + 0.8
    fi = P.Frame("-y", iy1)
    box(ix0, iy0 + 0.02, 0.1, ix1, iy1, 0.86, mat(fin), name="islandbox")
    box(ix0 + 0.03, iy0 + 0.07, 0.0, ix1 - 0.03, iy1 - 0.05, 0.1, mat("plain:#2a2724:0.8"), name="kick")
    n = 2
    for i in range(n):
        a = ix0 + (ix1 - ix0) * i / n
        b = ix0 + (ix1 - ix0) * (i + 1) / n
        for k in range(4):
            z0 = 0.1 + 0.19 * k
            P.front(fi, a, b, z0, z0 + 0.19, iy1 - iy0 - 0.02, sp.style, fin, rail=0.045)
            P.pull(fi, (a + b) / 2, z0 + 0.12, iy1 - iy0, sp.pull, metal, False, 0.14)
    box(ix0 - 0.03, iy0 - 0.01, 0.86, ix1 + 0.03, iy1 + 0.03, 0.9, mat(s.get("top", "stone:marble")), bevel=0.005, name="islandtop", segs=3)
    P.bowl((ix0 + ix1) / 2 - 0.3, (iy0 + iy1) / 2, 0.9, 0.12, "#e8e1d5")
    box(W / 2 + 0.2, iy0 + 0.25, 0.9, W / 2 + 0.5, iy0 + 0.5, 0.96, mat("plain:#b9a78c:0.3"), bevel=0.01, name="box")
    cyl(W / 2 + 0.35, iy0 + 0.37, 0.96, 1.0, 0.08, mat("gloss:#efe9dd"), name="dish")


WEAVES = {}


def weave(colour):
    """Seagrass weave: a fine running-bond grid in two tones of one colour, matte."""
    if colour not in WEAVES:
        WEAVES[colour] = m_tile(hexcol(colour), hexcol("#6f5a3e"), 0.014, 0.01, offset=0.5, gloss=0.0, vary=0.18, joint=0.002,
                                name="weave")
    return WEAVES[colour]


# jar contents: pasta, rice, beans, lentils, oats, coffee, almonds
PANTRY_FILLS = ["#e6c98a", "#f1ece0", "#7a3b2a", "#b5612f", "#d9c7a4", "#3b2a20", "#b98a5e"]


def jar(x, y, z, r, h, lid="wood:oak"):
    """A glass storage jar, filled most of the way, with a lid."""
    fill = h * (0.55 + 0.35 * R.random())
    cyl(x, y, z + 0.004, z + fill, r - 0.004, mat("plain:" + R.choice(PANTRY_FILLS) + ":0.8"), name="jarfill")
    cyl(x, y, z, z + h, r, mat("glass"), name="jar")
    cyl(x, y, z + h, z + h + 0.022, r + 0.003, mat(lid), name="jarlid")


def pantry_shelf(fr, a, b, z, depth):
    """One shelf's worth of pantry: rows of jars, a woven basket, a bottle of oil now and then."""
    x = a
    while x < b - 0.1:
        r = R.random()
        if r < 0.65:
            rad = 0.045 + 0.015 * R.random()
            h = 0.13 + 0.1 * R.random()
            for row in (0.14, 0.32):
                p = fr.pt(x + rad, depth - row, z)
                jar(p[0], p[1], z, rad, h)
            x += 2 * rad + 0.025
        elif r < 0.9 and x < b - 0.34:
            fr.box(x, x + 0.3, depth - 0.44, depth - 0.04, z, z + 0.2, weave(R.choice(["#b89b72", "#a98a62", "#c4a67c"])),
                   bevel=0.02, segs=3, name="basket")
            fr.box(x + 0.01, x + 0.29, depth - 0.43, depth - 0.05, z + 0.2, z + 0.215, mat("wood:oak"), bevel=0.005, name="basketrim")
            x += 0.34
        else:
            p = fr.pt(x + 0.04, depth - 0.12, z)
            cyl(p[0], p[1], z, z + 0.24, 0.035, mat("gloss:" + R.choice(["#5b6b3a", "#3f4a2a", "#7a5a2a"])), name="bottle")
            cyl(p[0], p[1], z + 0.24, z + 0.3, 0.012, mat("gloss:#3f4a2a"), name="bottleneck")
            cyl(p[0], p[1], z + 0.3, z + 0.32, 0.014, mat("wood:cherry"), name="cork")
            x += 0.1
        x += 0.02


def door_rack(door, a, b, zs):
    """Shallow shelves with spice jars on the inside of an open door (door: a Frame on its inner face)."""
    for z in zs:
        door.box(a, b, 0.0, 0.085, z, z + 0.015, mat("wood:whiteoak"), bevel=0.003, name="rackshelf")
        t = door.pt(a, 0.085, z + 0.06)
        tube([t, door.pt(b, 0.085, z + 0.06)], 0.004, mat("metal:brass"), name="rackrail")
        y = a + 0.03
        while y < b - 0.03:
            p = door.pt(y, 0.045, z + 0.015)
            cyl(p[0], p[1], z + 0.015, z + 0.085, 0.021, mat("glass"), name="spicejar")
            cyl(p[0], p[1], z + 0.017, z + 0.07, 0.018, mat("plain:" + R.choice(["#9e3b22", "#c9a23a", "#5d6b3b", "#7a4a2a", "#e6dcc4"]) + ":0.8"),
                name="spice")
            cyl(p[0], p[1], z + 0.085, z + 0.1, 0.022, mat("metal:brass"), name="spicelid")
            y += 0.052


def pantry(room, s):
    """A floor-to-ceiling pantry wall with the middle cabinet open: oak shelves of jars and baskets
    lit by LED strips, roll-out drawers below (one pulled out), spice racks on the doors."""
    W, D, H = room.W, room.D, room.H
    fin = s.get("finish", "paint:#a3af98")
    inside = s.get("interior", "wood:whiteoak")
    metal = s.get("metal", "metal:brass")
    fr = frame_of(room, "back")
    depth, base, top = 0.6, 0.1, H - 0.12
    a, b = s.get("run", [0.2, W - 0.2])
    o0, o1 = s.get("open", [W / 2 - 0.5, W / 2 + 0.5])
    # carcass: kick, crown, the uprights either side of the open cabinet and at the ends
    fr.box(a, b, 0.0, depth - 0.07, 0.0, base, mat("plain:#2a2724:0.8"), name="kick")
    fr.box(a, b, 0.0, depth + 0.02, top, H, mat(fin), bevel=0.004, name="crown")
    for x in (a, o0, o1, b):
        fr.box(x - 0.019, x + 0.019, 0.0, depth, base, top, mat(fin), bevel=0.002, name="upright")
    # the closed cabinets: tall door pairs with long bar pulls
    for x0, x1 in ((a + 0.019, o0 - 0.019), (o1 + 0.019, b - 0.019)):
        n = max(1, round((x1 - x0) / 0.5))
        w = (x1 - x0) / n
        for i in range(n):
            d0, d1 = x0 + i * w, x0 + (i + 1) * w
            P.front(fr, d0, d1, base, top, depth - 0.02, s.get("style", "shaker"), fin)
            P.pull(fr, d1 - 0.05 if i % 2 == 0 else d0 + 0.05, 1.1, depth, "bar", metal, True, 0.45)
    # the open cabinet: oak lining, shelves above, roll-outs below
    x0, x1 = o0 + 0.019, o1 - 0.019
    fr.box(x0, x1, 0.0, 0.015, base, top, mat(inside), name="liningback")
    fr.box(x0, x1, 0.0, depth - 0.02, base, base + 0.02, mat(inside), name="liningfloor")
    fr.box(x0, x1, 0.0, depth - 0.02, top - 0.02, top, mat(inside), name="liningtop")
    for side in (x0, x1 - 0.006):
        fr.box(side, side + 0.006, 0.0, depth - 0.02, base, top, mat(inside), name="liningside")
    shelf_z = [0.94, 1.3, 1.66, 2.02]
    for z in shelf_z:
        fr.box(x0, x1, 0.015, depth - 0.03, z - 0.025, z, mat(inside), bevel=0.003, name="shelf")
        # LED strip under the shelf's front edge, the cabinet's only light once the room is dim
        fr.box(x0 + 0.02, x1 - 0.02, depth - 0.08, depth - 0.06, z - 0.032, z - 0.025, mat("emit:#fff2dc:8"), name="led")
    for z in shelf_z:
        pantry_shelf(fr, x0 + 0.03, x1 - 0.03, z, depth - 0.03)
    point_light(fr.pt((x0 + x1) / 2, depth * 0.6, top - 0.08), 6, color="#fff0d8", radius=0.2)
    # roll-out drawers: low oak trays with a brass front rail, the middle one pulled out
    for k, (z, out) in enumerate(((base + 0.04, 0.0), (0.36, 0.32), (0.62, 0.0))):
        d0, d1 = 0.04 + out, depth - 0.04 + out
        fr.box(x0 + 0.02, x1 - 0.02, d0, d1, z, z + 0.012, mat(inside), name="traybottom")
        fr.box(x0 + 0.02, x1 - 0.02, d1 - 0.015, d1, z, z + 0.09, mat(inside), bevel=0.003, name="trayfront")
        fr.box(x0 + 0.02, x1 - 0.02, d0, d0 + 0.012, z, z + 0.07, mat(inside), name="trayback")
        for side in (x0 + 0.02, x1 - 0.032):
            fr.box(side, side + 0.012, d0, d1, z, z + 0.07, mat(inside), name="trayside")
        tube([fr.pt(x0 + 0.15, d1 + 0.012, z + 0.055), fr.pt(x1 - 0.15, d1 + 0.012, z + 0.055)], 0.006, mat(metal), name="trayrail")
        if k == 2:
            # the top roll-out keeps the mixing bowls, nested
            for j, col in enumerate(("#f1ece2", "#d9cbb5", "#9fb0a2")):
                p = fr.pt(x0 + 0.25 + j * 0.28, d0 + 0.28, z + 0.012)
                for n in range(3 - j):
                    P.bowl(p[0], p[1], z + 0.012 + n * 0.03, 0.12 - n * 0.015, col)
            continue
        # cans on the others
        x = x0 + 0.06
        while x < x1 - 0.1:
            for row in (0.15, 0.3, 0.45):
                if R.random() < 0.75:
                    p = fr.pt(x + 0.04, d0 + row, z + 0.012)
                    hgt = 0.11 + 0.02 * R.random()
                    cyl(p[0], p[1], z + 0.012, z + 0.012 + hgt, 0.037, mat("metal:steel"), name="can")
                    cyl(p[0], p[1], z + 0.03, z + hgt - 0.005, 0.0375,
                        mat("plain:" + R.choice(["#b3432f", "#e9e1cf", "#35506b", "#d9a63a", "#5f7a4a"]) + ":0.6"), name="label")
            x += 0.09
    # the doors, swung open square to the cabinet; their inner faces carry spice racks
    door_w = (x1 - x0) / 2
    y_front = D - depth - 0.004
    left = P.Frame("-x", x0 - 0.019)
    right = P.Frame("+x", x1 + 0.019)
    for door, inner in ((left, P.Frame("+x", x0 - 0.019)), (right, P.Frame("-x", x1 + 0.019))):
        P.front(door, y_front - door_w, y_front, base + 0.004, top - 0.004, 0.0, s.get("style", "shaker"), fin)
        door.box(y_front - door_w, y_front, -0.004, 0.0, base + 0.004, top - 0.004, mat(inside), name="doorback")
        door_rack(inner, y_front - door_w + 0.06, y_front - 0.05, [0.55, 0.95, 1.35, 1.75])


def studio(room, s):
    """Design studio: a workbench with cabinet doors and samples, a sample wall, pendants."""
    W, D, H = room.W, room.D, room.H
    # long table in the middle
    tx0, tx1 = W * 0.22, W * 0.22 + s.get("table_len", 2.6)
    ty0, ty1 = D * 0.42, D * 0.42 + 1.0
    wood = s.get("table", "wood:oak")
    P.table(tx0, ty0, tx1, ty1, top=wood, h=s.get("table_h", 0.92), thick=0.05)
    zt = s.get("table_h", 0.92)
    # back wall: sample shelves and a pinned board
    fb = frame_of(room, "back")
    if s.get("samples_wall", True):
        P.base_run(fb, 0.3, 3.3, [("drawers", 0.6), ("doors", 0.9), ("drawers", 0.6), ("doors", 0.9)],
                   P.Spec("paint:#f1ede6", "shaker", "bar", "metal:brass", "wood:oak"), depth=0.55)
        for z in (1.45, 1.85):
            fb.box(0.3, 3.3, 0.0, 0.3, z, z + 0.03, mat("wood:oak"), name="sampleshelf")
            x = 0.4
            while x < 3.1:
                kind = R.random()
                if kind < 0.5:
                    # stone / tile samples leaning
                    c = R.choice(["stone:marble", "stone:quartzite", "stone:soapstone", "terrazzo", "stone:limestone", "tile:zellige:#5f8a78", "tile:subway:#f3f0ea"])
                    fb.box(x, x + 0.22, 0.05, 0.07, z + 0.03, z + 0.31, mat(c), bevel=0.003, name="sample")
                    x += 0.27
                else:
                    P.books_row(fb, x, x + 0.35, z + 0.03, 0.28, 0.3)
                    x += 0.4
    # cabinet doors and samples on the table
    items = s.get("items", "doors")
    if items == "doors":
        cols = ["paint:#3d5447", "paint:#f1ede6", "wood:walnut", "paint:#27364a", "wood:whiteoak", "paint:#a3af98"]
        x = tx0 + 0.15
        for i, c in enumerate(cols[:4]):
            # doors lying flat, overlapped
            fr = P.Frame("+y", ty0 + 0.1 + (i % 2) * 0.15)
            fz = zt
            w = 0.4
            box(x, ty0 + 0.1 + (i % 2) * 0.12, fz + i * 0.0, x + w, ty0 + 0.1 + (i % 2) * 0.12 + 0.55, fz + 0.02, mat(c), bevel=0.003, name="doorpanel")
            # rails and stiles on top
            yy0 = ty0 + 0.1 + (i % 2) * 0.12
            for (a0, b0, c0, d0) in ((x, yy0, x + 0.06, yy0 + 0.55), (x + w - 0.06, yy0, x + w, yy0 + 0.55),
                                      (x, yy0, x + w, yy0 + 0.06), (x, yy0 + 0.49, x + w, yy0 + 0.55)):
                box(a0, b0, fz + 0.02, c0, d0, fz + 0.035, mat(c), bevel=0.002, name="doorframe")
            x += w + 0.08
        # a standing door leaning on the far side and samples
        box(tx1 - 0.9, ty1 - 0.25, zt, tx1 - 0.6, ty1 - 0.05, zt + 0.02, mat("stone:marble"), bevel=0.003, name="sample")
        box(tx1 - 0.55, ty1 - 0.3, zt, tx1 - 0.25, ty1 - 0.1, zt + 0.02, mat("stone:soapstone"), bevel=0.003, name="sample")
        box(tx1 - 0.7, ty0 + 0.15, zt, tx1 - 0.45, ty0 + 0.3, zt + 0.02, mat("terrazzo"), bevel=0.003, name="sample")
        for j, c in enumerate(("wood:walnut", "wood:oak", "wood:whiteoak", "wood:smoked")):
            box(tx1 - 0.4 + 0.0, ty0 + 0.12 + j * 0.08, zt, tx1 - 0.1, ty0 + 0.18 + j * 0.08, zt + 0.015, mat(c), bevel=0.002, name="woodsample")
        # clamps + a square
        box(tx0 + 0.1, ty1 - 0.2, zt, tx0 + 0.5, ty1 - 0.17, zt + 0.01, mat("metal:steel"), name="square")
        box(tx0 + 0.1, ty1 - 0.45, zt, tx0 + 0.13, ty1 - 0.17, zt + 0.01, mat("metal:steel"), name="square")
    else:  # plans
        for j, (dx, col) in enumerate(((0.0, "#f4f2ec"), (0.2, "#eae6da"), (0.45, "#f1efe8"))):
            cyl(tx0 + 0.3, ty0 + 0.25 + dx, zt + 0.04, zt + 0.04 + 0.9, 0.04, mat("plain:" + col), axis="x", name="roll")
        # an open sheet with drawn lines
        box(tx0 + 1.0, ty0 + 0.15, zt, tx0 + 1.85, ty0 + 0.75, zt + 0.002, mat("plain:#f4f3ef:0.8"), name="sheet")
        for k in range(6):
            box(tx0 + 1.05, ty0 + 0.2 + k * 0.09, zt + 0.002, tx0 + 1.05 + 0.3 + 0.4 * R.random(), ty0 + 0.205 + k * 0.09, zt + 0.0025,
                mat("plain:#4c5a6a"), name="line")
        box(tx0 + 1.5, ty0 + 0.3, zt + 0.002, tx0 + 1.505, ty0 + 0.7, zt + 0.0025, mat("plain:#4c5a6a"), name="line")
        # binder
        box(tx1 - 0.75, ty0 + 0.2, zt, tx1 - 0.45, ty0 + 0.55, zt + 0.06, mat("plain:#2f5d8a:0.4"), bevel=0.006, name="binder")
        box(tx1 - 0.74, ty0 + 0.22, zt + 0.06, tx1 - 0.6, ty0 + 0.3, zt + 0.061, mat("plain:#f4f3ef"), name="label")
        # tape measure
        cyl(tx1 - 0.95, ty0 + 0.7, zt, zt + 0.04, 0.045, mat("plain:#e0b321:0.35"), segs=24, name="tape")
        box(tx1 - 0.92, ty0 + 0.68, zt, tx1 - 0.7, ty0 + 0.7, zt + 0.002, mat("plain:#e8d36a"), name="tapeblade")
        # hard hat
        hx, hy = tx1 - 0.3, ty1 - 0.3
        sphere(hx, hy, zt + 0.01, 0.14, mat("gloss:#f6f5f1"), sx=1.0, sy=1.15, sz=0.95, cut="top", name="hardhat")
        cyl(hx, hy + 0.02, zt, zt + 0.012, 0.17, mat("gloss:#f6f5f1"), name="brim")
        # a mug and a pencil
        cyl(tx0 + 2.0, ty1 - 0.2, zt, zt + 0.1, 0.04, mat("gloss:#d9cdb8"), name="mug")
    # stools at the table
    for i in range(2):
        P.stool(tx0 + 0.6 + i * 1.2, ty0 - 0.35, 0.66, "round", "wood:oak", "metal:black")
    # pendants
    for i in range(2):
        P.pendant(tx0 + (tx1 - tx0) * (0.25 + 0.5 * i), (ty0 + ty1) / 2, H, 0.9, s.get("pendant", "cone"), "metal:black", r=0.17)


def build(s):
    room = scene_room(s, [4.5, 4.2, 2.75], "paint:#f2eee7", "wood:oak:#d2ab7c:planks")
    W, D, H = room.W, room.D, room.H
    kind = s.get("kind", "bookcases")
    if kind == "bookcases":
        bc = s.get("at", ["back", 0.3, W - 0.3])
        bookcases(room, s, bc[0], bc[1], bc[2])
        if s.get("desk"):
            x0, y0, x1, y1 = s["desk"]
            P.table(x0, y0, x1, y1, top="wood:walnut", h=0.75)
            P.chair((x0 + x1) / 2, y0 - 0.3, "+y", "wood:walnut", "fabric:#c9b79a")
            cyl(x1 - 0.25, y1 - 0.2, 0.75, 1.15, 0.01, mat("metal:brass"), name="lampstem")
            cyl(x1 - 0.25, y1 - 0.2, 1.1, 1.25, 0.12, mat("emit:#fff0d6:3"), r2=0.09, name="lampshade")
            point_light((x1 - 0.25, y1 - 0.2, 1.15), 8)
        if s.get("chair"):
            P.armchair(s["chair"][0], s["chair"][1], s.get("chair_col", "#c9b79a"), "-y")
    elif kind == "closet":
        closet(room, s)
    elif kind == "pantry":
        pantry(room, s)
    else:
        studio(room, s)
    for p in s.get("plants", []):
        P.plant(p[0], p[1], p[2], p[3] if len(p) > 3 else 0.5, kind=p[4] if len(p) > 4 else "leafy")
    if s.get("rug"):
        r = s["rug"]
        P.rug(r[0], r[1], r[2], r[3], r[4], r[5] if len(r) > 5 else None)
    room.build()
    return room
