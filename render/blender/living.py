# Whole-home living spaces: open-plan living / dining (optionally with a kitchen run at the back),
# sliding glass doors, beams, fireplace, ceiling fan, drapery.
import math

import kitchen as K
import parts as P
from geometry import box, cyl, tube
from materials import mat
from room import scene_room
from scene import R


def build(s):
    room = scene_room(s, [7.0, 6.0, 2.8], "paint:#f3efe8", "wood:whiteoak:#dcc3a0:planks:1.8:0.24")
    W, D, H = room.W, room.D, room.H
    # kitchen run along part of the back wall
    if s.get("kitchen"):
        k = s["kitchen"]
        cab = K.spec_of(k.get("cabinets"))
        fb = P.Frame("-y", D)
        a, b = k.get("run", [W - 3.6, W])
        mods = [("fridge", 0.91), ("drawers", 0.6), ("sink", 0.9), ("dw", 0.6), ("drawers", 0.6)]
        if k.get("range"):
            mods = [("fridge", 0.91), ("drawers", 0.6), ("range", 0.76), ("doors", 0.8), ("drawers", 0.6)]
        P.base_run(fb, a, b, mods, cab)
        P.backsplash(fb, a + 0.93, b, 0.9, 1.45, k.get("backsplash", "tile:subway:#f4f2ed"))
        if k.get("uppers", "open") == "open":
            P.shelves(fb, a + 1.0, b - 0.05, [1.6, 2.0], 0.28, k.get("shelf", "wood:oak"))
        else:
            P.upper_run(fb, a + 0.93, b, [("doors", 1)] * 3, cab)
        if k.get("island"):
            iw = k["island"]
            ix = k.get("island_x", (a + b) / 2)
            K.island(room, {**s, **k, "island": k.get("island_spec")}, ix - iw / 2, ix + iw / 2, k.get("island_y", D - 2.35), seats=k.get("seats", 3),
                     pendants=k.get("pendants_on", True), waterfall=k.get("waterfall", False))
    # living group
    if s.get("sofa"):
        x0, y0, x1 = s["sofa"]
        P.sofa(x0, y0, x1, col=s.get("sofa_col", "#e6ddcf"), facing=s.get("sofa_facing", "+y"))
        if s.get("rug"):
            r = s["rug"]
            P.rug(r[0], r[1], r[2], r[3], r[4], r[5] if len(r) > 5 else None)
        ct = s.get("coffee", [(x0 + x1) / 2, y0 + 1.3])
        cx, cy = ct
        box(cx - 0.6, cy - 0.35, 0.36, cx + 0.6, cy + 0.35, 0.42, mat(s.get("coffee_mat", "wood:walnut")), bevel=0.01, name="coffeetop")
        box(cx - 0.55, cy - 0.3, 0.0, cx + 0.55, cy + 0.3, 0.36, mat(s.get("coffee_mat", "wood:walnut")), bevel=0.005, name="coffeebase") \
            if s.get("coffee_solid") else [box(cx + sx * 0.52 - 0.025, cy + sy * 0.27 - 0.025, 0, cx + sx * 0.52 + 0.025, cy + sy * 0.27 + 0.025, 0.36, mat(s.get("coffee_mat", "wood:walnut")), name="cleg") for sx in (-1, 1) for sy in (-1, 1)]
        P.bowl(cx - 0.2, cy, 0.42, 0.12, "#d9cbb3")
        for j in range(2):
            box(cx + 0.1, cy - 0.12, 0.42 + j * 0.03, cx + 0.38, cy + 0.1, 0.45 + j * 0.03, mat(R.choice(P.BOOKS)), name="book")
    for a in s.get("armchairs", []):
        P.armchair(a[0], a[1], a[2] if len(a) > 2 else "#d9cbb3", "-y" if (len(a) < 4 or a[3] == "-y") else "+y")
    if s.get("dining"):
        x0, y0, x1, y1 = s["dining"]
        tw = s.get("table_wood", "wood:oak")
        P.table(x0, y0, x1, y1, top=tw, round_=s.get("round_table", False))
        n = max(1, round((x1 - x0) / 0.8))
        for i in range(n):
            xx = x0 + (x1 - x0) * (i + 0.5) / n
            P.chair(xx, y0 - 0.18, "+y", s.get("chair_wood", tw), s.get("chair_seat"))
            P.chair(xx, y1 + 0.18, "-y", s.get("chair_wood", tw), s.get("chair_seat"))
        P.fruit_bowl((x0 + x1) / 2, (y0 + y1) / 2, 0.75, 0.16)
        pk = s.get("pendants", {})
        np = pk.get("n", 1 if (x1 - x0) < 1.6 else 2)
        for i in range(np):
            px = x0 + (x1 - x0) * (i + 0.5) / np
            P.pendant(px, (y0 + y1) / 2, H, pk.get("drop", 0.95), pk.get("kind", "drum"), pk.get("mat", "metal:brass"), r=pk.get("r", 0.25))
    if s.get("fireplace"):
        f = s["fireplace"]
        wall, a, b = f[0], f[1], f[2]
        fm = mat(s.get("fireplace_mat", "tile:subway:#ebe6dc"))
        fr = {"back": P.Frame("-y", D), "left": P.Frame("+x", 0.0), "right": P.Frame("-x", W)}[wall]
        fr.box(a, b, 0.0, 0.35, 0.0, H, fm, name="chimneybreast")
        c = (a + b) / 2
        fr.box(c - 0.45, c + 0.45, 0.349, 0.352, 0.2, 0.95, mat("plain:#1d1b1a:0.9"), name="firebox")
        fr.box(a - 0.1, b + 0.1, 0.0, 0.45, 1.2, 1.26, mat(s.get("mantel", "wood:oak")), bevel=0.006, name="mantel")
        fr.box(a - 0.15, b + 0.15, 0.0, 0.6, 0.0, 0.04, mat("stone:soapstone"), bevel=0.004, name="hearth")
        P.plant(*fr.pt(a + 0.1, 0.25, 1.26), 0.25, kind="blades", pot_r=0.06)
        fr.box(c - 0.35, c + 0.35, 0.36, 0.38, 1.45, 1.95, mat("paint:#d5c6ad"), bevel=0.01, name="art")
        fr.box(c - 0.32, c + 0.32, 0.38, 0.382, 1.48, 1.92, mat("paint:#8fa08e"), name="artinner")
    if s.get("builtins"):
        # bookcases flanking a fireplace / TV wall
        for (wall, a, b) in s["builtins"]:
            fr = {"back": P.Frame("-y", D), "left": P.Frame("+x", 0.0), "right": P.Frame("-x", W)}[wall]
            fin = s.get("builtin_finish", "paint:#f1ede6")
            sp = P.Spec(fin, "shaker", "knob", "metal:brass", fin)
            P.base_run(fr, a, b, [("doors", 1)], P.Spec(fin, "shaker", "knob", "metal:brass", "wood:oak"), depth=0.4, end_panels=False)
            fr.box(a, b, 0.0, 0.35, 0.9, H, mat(fin), name="bcback")
            for z in (1.3, 1.7, 2.1):
                fr.box(a + 0.03, b - 0.03, 0.0, 0.33, z, z + 0.025, mat(fin), name="bcshelf")
                P.books_row(fr, a + 0.06, b - 0.1, z + 0.025, 0.33, 0.26)
    if s.get("fan"):
        x, y = s["fan"]
        cyl(x, y, H - 0.05, H, 0.07, mat("paint:#f4f1ea"), name="fancanopy")
        cyl(x, y, H - 0.4, H - 0.05, 0.012, mat("paint:#f4f1ea"), name="fanrod")
        cyl(x, y, H - 0.5, H - 0.38, 0.1, mat("paint:#f4f1ea"), r2=0.08, name="fanmotor")
        for i in range(5):
            t = 2 * math.pi * i / 5 + 0.3
            bx = [(x + math.cos(t) * 0.12, y + math.sin(t) * 0.12), (x + math.cos(t) * 0.68, y + math.sin(t) * 0.68)]
            dx, dy = -math.sin(t) * 0.07, math.cos(t) * 0.07
            from geometry import mesh_obj
            z = H - 0.44
            v = [(bx[0][0] - dx, bx[0][1] - dy, z), (bx[1][0] - dx * 1.3, bx[1][1] - dy * 1.3, z + 0.01),
                 (bx[1][0] + dx * 1.3, bx[1][1] + dy * 1.3, z + 0.01), (bx[0][0] + dx, bx[0][1] + dy, z)]
            ob = mesh_obj("blade", v, [(0, 1, 2, 3)], mat("wood:oak"))
            sol = ob.modifiers.new("s", "SOLIDIFY")
            sol.thickness = 0.008
    if s.get("drapes"):
        for (wall, c, w) in s["drapes"]:
            _drape(room, wall, c, w, s.get("drape_col", "#efe9de"))
    if s.get("console"):
        x0, x1, y = s["console"]
        box(x0, y - 0.2, 0.78, x1, y + 0.2, 0.81, mat("wood:oak"), bevel=0.004, name="console")
        for xx in (x0 + 0.03, x1 - 0.06):
            box(xx, y - 0.17, 0, xx + 0.03, y + 0.17, 0.78, mat("wood:oak"), name="consoleleg")
    K.decor(room, {k: v for k, v in s.items() if k != "rug"})  # the rug is laid with the sofa above
    room.build()
    if s.get("beams"):
        bm = mat(s.get("beam_mat", "wood:oak"))
        n = s["beams"]
        for i in range(n):
            x = W * (i + 0.5) / n
            box(x - 0.09, 0, H - 0.22, x + 0.09, D, H, bm, bevel=0.006, name="beam")
    return room


def _drape(room, wall, c, w, col):
    """Linen drapery panels stacked at both sides of an opening: wavy vertical sheets."""
    from geometry import mesh_obj
    H = room.H
    m = mat("fabric:" + col)
    for side in (-1, 1):
        a0 = c + side * (w / 2 + 0.1)
        pts = []
        n = 14
        for i in range(n + 1):
            u = i / n
            a = a0 - side * 0.45 * u
            wob = 0.05 * math.sin(u * math.pi * 6)
            pts.append((a, 0.12 + wob))
        verts = []
        faces = []
        for i, (a, d) in enumerate(pts):
            for z in (0.01, H - 0.08):
                if wall == "left":
                    verts.append((d, a, z))
                elif wall == "right":
                    verts.append((room.W - d, a, z))
                else:
                    verts.append((a, room.D - d, z))
        for i in range(n):
            faces.append((2 * i, 2 * i + 2, 2 * i + 3, 2 * i + 1))
        ob = mesh_obj("drape", verts, faces, m, smooth=True)
        sol = ob.modifiers.new("s", "SOLIDIFY")
        sol.thickness = 0.01
    # rod
    if wall == "left":
        tube([(0.12, c - w / 2 - 0.6, H - 0.07), (0.12, c + w / 2 + 0.6, H - 0.07)], 0.012, mat("metal:bronze"), name="rod")
    elif wall == "right":
        tube([(room.W - 0.12, c - w / 2 - 0.6, H - 0.07), (room.W - 0.12, c + w / 2 + 0.6, H - 0.07)], 0.012, mat("metal:bronze"), name="rod")
    else:
        tube([(c - w / 2 - 0.6, room.D - 0.12, H - 0.07), (c + w / 2 + 0.6, room.D - 0.12, H - 0.07)], 0.012, mat("metal:bronze"), name="rod")
