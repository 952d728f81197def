# Bathroom scenes: vanity wall with mirror(s) and sconces, walk-in shower (glass panel, tiled
# walls, bench, niche), tub (freestanding, clawfoot, alcove / wet room), toilet-free views.
import math

import parts as P
from geometry import boolean_diff, box, cyl, sphere, tube
from materials import mat, node_material
from room import scene_room
from scene import hexcol, R


def mirror_mat():
    """A mirror that reads as one: the room lights are hidden from glossy rays (so they do not
    print rectangles on every counter), which would leave a true mirror black, so the mirror shows
    a soft, bright reflection of the room (a vertical light-to-warm-gray gradient) with a gloss."""
    def build(nt, n):
        em = n.new("ShaderNodeEmission")
        em.inputs[1].default_value = 0.85
        geo = n.new("ShaderNodeNewGeometry")
        sep = n.new("ShaderNodeSeparateXYZ")
        nt.links.new(geo.outputs["Position"], sep.inputs[0])
        rng = n.new("ShaderNodeMapRange")
        rng.inputs[1].default_value = 1.0
        rng.inputs[2].default_value = 2.2
        nt.links.new(sep.outputs["Z"], rng.inputs[0])
        ramp = n.new("ShaderNodeValToRGB")
        el = ramp.color_ramp.elements
        el[0].position, el[0].color = 0.0, hexcol("#bdb6ab")
        el[1].position, el[1].color = 1.0, hexcol("#f1eee8")
        nt.links.new(rng.outputs[0], ramp.inputs[0])
        nt.links.new(ramp.outputs[0], em.inputs[0])
        gl = n.new("ShaderNodeBsdfGlossy")
        gl.inputs["Roughness"].default_value = 0.02
        mx = n.new("ShaderNodeAddShader")
        nt.links.new(em.outputs[0], mx.inputs[0])
        nt.links.new(gl.outputs[0], mx.inputs[1])
        return mx.outputs[0]
    return node_material("bathmirror", build, cached=True)


def shower_glass():
    """Clear glass seen at grazing angles: mostly transparent with a faint pale tint (a glossy
    layer would only reflect the unlit-for-glossy room and turn black)."""
    def build(nt, n):
        tr = n.new("ShaderNodeBsdfTransparent")
        tr.inputs[0].default_value = hexcol("#f4f6f5")
        df = n.new("ShaderNodeBsdfDiffuse")
        df.inputs[0].default_value = hexcol("#f2f3f2")
        lw = n.new("ShaderNodeLayerWeight")
        lw.inputs["Blend"].default_value = 0.15
        mp = n.new("ShaderNodeMath")
        mp.operation = "MULTIPLY"
        mp.inputs[1].default_value = 0.2
        nt.links.new(lw.outputs["Facing"], mp.inputs[0])
        mx = n.new("ShaderNodeMixShader")
        nt.links.new(mp.outputs[0], mx.inputs[0])
        nt.links.new(tr.outputs[0], mx.inputs[1])
        nt.links.new(df.outputs[0], mx.inputs[2])
        return mx.outputs[0]
    return node_material("bathglass", build, cached=True)


def tile_wall(room, wname, a0, a1, hgt, m, t):
    """Tile a wall from a0 to a1 (along it) up to hgt, t thick, leaving its window openings clear."""
    fr = {"back": P.Frame("-y", room.D), "left": P.Frame("+x", 0.0), "right": P.Frame("-x", room.W)}[wname]
    x = a0
    for o in sorted(room.openings[wname], key=lambda o: o["c"]):
        a, b = max(a0, o["c"] - o["w"] / 2), min(a1, o["c"] + o["w"] / 2)
        if b <= a:
            continue
        if a > x:
            fr.box(x, a, 0.0, t, 0.0, hgt, m, name="walltile")
        if o["sill"] > 0:
            fr.box(a, b, 0.0, t, 0.0, min(hgt, o["sill"] - 0.03), m, name="walltile")
        if hgt > o["head"] + 0.07:
            fr.box(a, b, 0.0, t, o["head"] + 0.07, hgt, m, name="walltile")
        x = b
    if a1 > x:
        fr.box(x, a1, 0.0, t, 0.0, hgt, m, name="walltile")


def vanity(room, s, fr, a, b):
    v = s.get("vanity", {})
    fin = v.get("finish", "wood:whiteoak")
    metal = v.get("metal", "metal:brass")
    top = v.get("top", "stone:quartz")
    floating = v.get("floating", True)
    depth = 0.55
    z0 = 0.3 if floating else 0.1
    zt = 0.86
    sp = P.Spec(fin, v.get("style", "slab"), v.get("pull", "edge"), metal, top)
    if v.get("console"):
        # a stone console on two brass legs with a towel bar between them
        n = 0
        for xx in (a + 0.05, b - 0.05):
            p = fr.pt(xx, depth - 0.06, 0)
            from geometry import cyl as _cyl
            _cyl(p[0], p[1], 0.0, zt - 0.03, 0.016, mat(metal), name="consoleleg")
        tube([fr.pt(a + 0.05, depth - 0.06, 0.2), fr.pt(b - 0.05, depth - 0.06, 0.2)], 0.01, mat(metal), name="consolebar")
    elif not floating:
        fr.box(a, b, 0.0, depth - 0.06, 0.0, 0.1, mat("plain:#2a2724:0.8"), name="kick")
    if not v.get("console"):
        fr.box(a, b, 0.0, depth - 0.02, z0, zt - 0.03, mat(fin), name="vanitybox")
    n = 0 if v.get("console") else max(1, round((b - a) / 0.6))
    for i in range(n):
        aa, bb = a + (b - a) * i / n, a + (b - a) * (i + 1) / n
        if v.get("drawers", True):
            zm = z0 + (zt - 0.03 - z0) * 0.5
            P.front(fr, aa, bb, z0, zm, depth - 0.02, sp.style, fin, rail=0.05)
            P.front(fr, aa, bb, zm, zt - 0.03, depth - 0.02, sp.style, fin, rail=0.05)
            P.pull(fr, (aa + bb) / 2, zm - 0.06, depth, sp.pull, metal, False, 0.14)
            P.pull(fr, (aa + bb) / 2, zt - 0.09, depth, sp.pull, metal, False, 0.14)
        else:
            P.front(fr, aa, bb, z0, zt - 0.03, depth - 0.02, sp.style, fin)
            P.pull(fr, bb - 0.05 if i % 2 == 0 else aa + 0.05, zt - 0.13, depth, sp.pull, metal, True, 0.12)
    sinks = v.get("sinks", 1)
    tk = v.get("top_t", 0.03)
    if v.get("trough"):
        # integral trough sink: a deep rectangular top with a long basin
        fr.box(a - 0.01, b + 0.01, 0.0, depth + 0.01, zt - 0.03, zt + 0.08, mat(top), bevel=0.01, name="trough")
        fr.box(a + 0.08, b - 0.08, 0.12, depth - 0.06, zt + 0.0805, zt + 0.081, mat("plain:#b9c0bd:0.2"), name="troughin")
    else:
        fr.box(a - 0.01, b + 0.01, 0.0, depth + 0.01, zt - (0.12 if v.get("console") else tk), zt, mat(top), bevel=0.005, name="vtop", segs=3)
    centers = [a + (b - a) * (i + 0.5) / sinks for i in range(sinks)]
    for c in centers:
        if v.get("vessel"):
            p = fr.pt(c, depth * 0.5, zt)
            sphere(p[0], p[1], zt + 0.075, 0.2, mat("gloss:#f7f6f2"), sx=1.0, sy=0.8, sz=0.4, cut="bottom", name="vessel")
        elif not v.get("trough"):
            fr.box(c - 0.22, c + 0.22, depth * 0.5 - 0.17, depth * 0.5 + 0.15, zt, zt + 0.0015, mat("gloss:#f4f3ef"), name="basin")
            fr.box(c - 0.19, c + 0.19, depth * 0.5 - 0.14, depth * 0.5 + 0.12, zt + 0.0015, zt + 0.002, mat("plain:#dcdcd8:0.2"), name="basinin")
        wall_faucet = v.get("wall_faucet", False)
        if wall_faucet:
            p0, p1 = fr.pt(c, 0.0, zt + 0.22), fr.pt(c, 0.18, zt + 0.22)
            tube([p0, p1], 0.011, mat(metal), name="spout")
            for sx in (-0.1, 0.1):
                q = fr.pt(c + sx, 0.0, zt + 0.22)
                tube([q, fr.pt(c + sx, 0.05, zt + 0.22)], 0.016, mat(metal), name="handle")
        else:
            P.faucet(fr, c, 0.07, zt, metal, reach=0.17, height=0.2 if not v.get("vessel") else 0.3, kind="gooseneck")
    # mirrors and sconces
    mk = v.get("mirror", "rect")
    mirrors = centers if v.get("per_sink_mirror", sinks > 1) else [(a + b) / 2]
    mw = min(0.7, (b - a) / len(mirrors) - 0.15) if len(mirrors) > 1 else min(1.2, b - a - 0.1)
    for c in mirrors:
        zc = zt + 0.62
        if mk == "round":
            r = min(0.36, mw / 2)
            _disc(fr, c, zc, r + 0.015, 0.0, 0.02, mat(metal))
            _disc(fr, c, zc, r, 0.02, 0.024, mirror_mat())
        else:
            hh = 0.8
            fr.box(c - mw / 2 - 0.02, c + mw / 2 + 0.02, 0.0, 0.025, zc - hh / 2 - 0.02, zc + hh / 2 + 0.02,
                   mat(v.get("mirror_frame", metal)), bevel=0.004, name="mframe")
            fr.box(c - mw / 2, c + mw / 2, 0.025, 0.028, zc - hh / 2, zc + hh / 2, mirror_mat(), name="mirror")
    sconces = v.get("sconces", True)
    if sconces:
        xs = [a + 0.12, b - 0.12] if len(mirrors) == 1 else [a + 0.1] + [(centers[i] + centers[i + 1]) / 2 for i in range(len(centers) - 1)] + [b - 0.1]
        for x in xs:
            zc = zt + 0.75
            fr.box(x - 0.04, x + 0.04, 0.0, 0.015, zc - 0.06, zc + 0.06, mat(metal), bevel=0.004, name="sconceplate")
            p = fr.pt(x, 0.09, zc + 0.04)
            cyl(p[0], p[1], zc - 0.02, zc + 0.11, 0.05, mat("emit:#fff0d8:5"), name="sconceshade")
            tube([fr.pt(x, 0.015, zc), fr.pt(x, 0.09, zc)], 0.006, mat(metal), name="arm")
            from lights import point_light
            point_light(fr.pt(x, 0.2, zc + 0.04), 6)
    # a few things on the counter
    p = fr.pt(b - 0.2, 0.15, zt)
    cyl(p[0], p[1], zt, zt + 0.12, 0.035, mat("gloss:#e9e3d8"), name="bottle")
    P.plant(*fr.pt(a + 0.18, 0.15, zt), 0.2, kind="blades", pot_r=0.05)
    if floating:
        # folded towels on the floor-level shelf are common; keep the floor clear instead
        pass


def _disc(fr, c, zc, r, d0, d1, m):
    p0 = fr.pt(c, d0, zc)
    p1 = fr.pt(c, d1, zc)
    if fr.face in ("-y", "+y"):
        ob = cyl(p0[0], min(p0[1], p1[1]), zc, zc + abs(p1[1] - p0[1]), r, m, axis="y", segs=64)
    else:
        ob = cyl(min(p0[0], p1[0]), p0[1], zc, zc + abs(p1[0] - p0[0]), r, m, axis="x", segs=64)
    return ob


def shower(room, s, x0, x1, y0, y1, glass_side="front"):
    """Walk-in shower in the rectangle x0..x1, y0..y1 (against the walls it touches): tiled walls,
    a linear drain, a fixed glass panel, a rain head and a niche."""
    sh = s.get("shower", {})
    tile = sh.get("tile", "tile:large:#d8d2c8")
    floor = sh.get("floor", "tile:mosaic:#cfc9bf")
    metal = sh.get("metal", s.get("vanity", {}).get("metal", "metal:brass"))
    H = room.H
    th = sh.get("tile_h", H)
    W, D = room.W, room.D
    # tile on the walls the shower touches (around any window in them)
    if y1 >= D - 1e-3:
        tile_wall(room, "back", x0, x1, th, mat(tile), 0.012)
    if x0 <= 1e-3:
        tile_wall(room, "left", y0, y1, th, mat(tile), 0.012)
    if x1 >= W - 1e-3:
        tile_wall(room, "right", y0, y1, th, mat(tile), 0.012)
    box(x0, y0, 0.0, x1, y1, 0.006, mat(floor), name="showerfloor")
    if sh.get("curb"):
        box(x0, y0, 0.0, x1, y0 + 0.1, 0.1, mat(s.get("curb_mat", "stone:white")), bevel=0.004, name="curb")
    # linear drain along the back
    box(x0 + 0.1, y1 - 0.12, 0.006, x1 - 0.1, y1 - 0.06, 0.0075, mat("metal:steel"), name="drain")
    # rain head + valve on the back wall
    cx = (x0 + x1) / 2
    tube([(cx, D - 0.012, 2.15), (cx, D - 0.35, 2.15)], 0.01, mat(metal), name="showerarm")
    cyl(cx, D - 0.38, 2.12, 2.14, 0.13, mat(metal), name="rainhead")
    cyl(cx, D - 0.03, 1.1, 1.1, 0.05, mat(metal), axis="y")
    box(cx - 0.06, D - 0.03, 1.04, cx + 0.06, D - 0.012, 1.16, mat(metal), bevel=0.01, name="valve", segs=3)
    tube([(cx, D - 0.03, 1.1), (cx + 0.08, D - 0.06, 1.1)], 0.007, mat(metal), name="valvelever")
    # niche
    if sh.get("niche", True):
        nx = x0 + 0.35 if x0 > 0.2 else x1 - 0.75
        box(nx, D - 0.02, 1.2, nx + 0.5, D - 0.011, 1.22, mat(s.get("niche_shelf", "stone:white")), name="nicheshelf")
        box(nx, D - 0.0125, 1.22, nx + 0.5, D - 0.0115, 1.55, mat("plain:#cfc9be:0.3"), name="nicheback")
        for i in range(3):
            cyl(nx + 0.1 + i * 0.14, D - 0.08, 1.22, 1.22 + 0.14 + 0.05 * i, 0.03, mat(R.choice(["gloss:#f1ede5", "gloss:#c9b79a", "gloss:#8fa39a"])), name="bottle")
    if sh.get("bench"):
        bm = mat(sh.get("bench_mat", "wood:teak"))
        if x0 <= 1e-3:
            for i in range(6):
                box(0.02, y0 + 0.15 + i * 0.075, 0.46, 0.42, y0 + 0.15 + i * 0.075 + 0.06, 0.5, bm, bevel=0.004, name="slat")
            box(0.02, y0 + 0.15, 0.4, 0.42, y0 + 0.6, 0.46, mat("metal:steel" if "teak" in sh.get("bench_mat", "") else metal), name="benchframe")
        else:
            for i in range(6):
                box(x1 - 0.42, y0 + 0.15 + i * 0.075, 0.46, x1 - 0.02, y0 + 0.15 + i * 0.075 + 0.06, 0.5, bm, bevel=0.004, name="slat")
            box(x1 - 0.42, y0 + 0.15, 0.4, x1 - 0.02, y0 + 0.6, 0.46, mat(metal), name="benchframe")
    # glass: a fixed panel on the open side with a slim metal channel
    g = shower_glass()
    gs = sh.get("glass", "front")
    if gs == "front":
        gw = sh.get("glass_w", (x1 - x0) * 0.6)
        gx0 = x1 - gw if x1 >= W - 1e-3 else x0
        box(gx0, y0, 0.01, gx0 + gw, y0 + 0.01, 2.0, g, name="showerglass")
        box(gx0, y0 - 0.006, 0.0, gx0 + gw, y0 + 0.016, 0.025, mat(metal), name="channel")
        edge = gx0 if x1 >= W - 1e-3 else gx0 + gw
        box(edge - 0.008, y0 - 0.004, 0.0, edge + 0.008, y0 + 0.014, 2.0, mat(metal), name="glassedge")
        # top support bar to the wall
        wallx = W if x1 >= W - 1e-3 else 0.0
        box(min(edge, wallx), y0 - 0.004, 1.96, max(edge, wallx), y0 + 0.012, 1.98, mat(metal), name="stay") if sh.get("stay", True) else None
    elif gs == "side":
        gy0 = y0
        gx = x1 if x0 <= 1e-3 else x0
        box(gx, gy0, 0.01, gx + 0.01, y1, 2.0, g, name="showerglass")
        box(gx - 0.006, gy0, 0.0, gx + 0.016, y1, 0.025, mat(metal), name="channel")
        box(gx - 0.004, gy0 - 0.008, 0.0, gx + 0.014, gy0 + 0.008, 2.0, mat(metal), name="glassedge")
    if sh.get("ceiling_slats"):
        bm = mat(sh.get("bench_mat", "wood:teak"))
        for i in range(int((x1 - x0) / 0.09)):
            box(x0 + 0.02 + i * 0.09, y0 + 0.02, H - 0.04, x0 + 0.02 + i * 0.09 + 0.065, y1 - 0.02, H - 0.005, bm, name="ceilslat")


def tub(room, s, cx, cy, kind="freestanding", along="x"):
    t = s.get("tub", {})
    L, Wd = t.get("len", 1.65), t.get("w", 0.78)
    if along == "y":
        hx, hy = Wd / 2, L / 2
    else:
        hx, hy = L / 2, Wd / 2
    white = mat(t.get("mat", "gloss:#f6f5f1"))
    metal = t.get("metal", s.get("vanity", {}).get("metal", "metal:brass"))
    if kind in ("freestanding", "clawfoot"):
        z0 = 0.12 if kind == "clawfoot" else 0.0
        hgt = 0.58
        outer = sphere(cx, cy, z0 + hgt * 0.02, 1.0, white, sx=hx, sy=hy, sz=1.0, name="tubshell", segs=48)
        # squash a sphere into a tub-shaped solid: keep the top half flipped = a bowl, then solidify
        import bpy
        outer.select_set(False)
        bpy.data.objects.remove(outer)
        import bmesh
        from geometry import bm_obj
        bm = bmesh.new()
        rings = 10
        segs = 48
        verts = []
        for j in range(rings + 1):
            u = j / rings
            # profile: from the base (narrower) up to the rim
            sc = 0.78 + 0.22 * math.sin(u * math.pi / 2) ** 0.8
            z = z0 + hgt * u
            ring = []
            for i in range(segs):
                a = 2 * math.pi * i / segs
                ca, sa = math.cos(a), math.sin(a)
                # superellipse footprint
                px = hx * sc * math.copysign(abs(ca) ** 0.7, ca)
                py = hy * sc * math.copysign(abs(sa) ** 0.7, sa)
                ring.append(bm.verts.new((cx + px, cy + py, z)))
            verts.append(ring)
        for j in range(rings):
            for i in range(segs):
                k = (i + 1) % segs
                bm.faces.new((verts[j][i], verts[j][k], verts[j + 1][k], verts[j + 1][i]))
        bm.faces.new(verts[0][::-1])
        ob = bm_obj("tub", bm, white)
        sol = ob.modifiers.new("sol", "SOLIDIFY")
        sol.thickness = 0.05
        sol.offset = -1
        sub = ob.modifiers.new("sub", "SUBSURF")
        sub.levels = 1
        sub.render_levels = 1
        # water-free interior floor to read as a basin
        box(cx - hx * 0.6, cy - hy * 0.5, z0 + 0.06, cx + hx * 0.6, cy + hy * 0.5, z0 + 0.065, white, name="tubfloor")
        if kind == "clawfoot":
            for sx in (-1, 1):
                for sy in (-1, 1):
                    px = cx + sx * hx * 0.62
                    py = cy + sy * hy * 0.55
                    cyl(px, py, 0.0, z0 + 0.06, 0.035, mat(metal), r2=0.05, name="foot")
                    sphere(px, py, 0.03, 0.04, mat(metal), name="claw")
        # filler
        fl = t.get("filler", "floor")
        if fl == "floor":
            fx = cx + (hx + 0.18 if along == "y" else 0.0) if along == "y" else cx + hx + 0.15
            fy = cy if along == "x" else cy + hy * 0.6
            if along == "y":
                fx, fy = cx + hx + 0.15, cy - hy * 0.4
            fm = mat(t.get("filler_mat", metal))
            cyl(fx, fy, 0.0, 0.02, 0.06, fm, name="fillerbase")
            tube([(fx, fy, 0.0), (fx, fy, 0.86), (fx - 0.05 if along == "x" else fx - 0.08, fy, 0.92),
                  (fx - 0.16 if along == "x" else fx - 0.18, fy, 0.86)], 0.014, fm, name="filler")
            cyl(fx, fy, 0.55, 0.62, 0.022, fm, name="fillerbody")
    else:  # alcove tub with an apron, between walls along x at the back
        # a hollow basin: the apron block with a rounded well cut out of it, and a little water
        tub = box(cx - hx, cy - hy, 0.0, cx + hx, cy + hy, 0.55, white, bevel=0.02, name="alcovetub", segs=3)
        well = box(cx - hx + 0.09, cy - hy + 0.09, 0.16, cx + hx - 0.09, cy + hy - 0.09, 0.7, None, bevel=0.06,
                   name="tubwell", segs=4)
        boolean_diff(tub, well)
        box(cx - hx + 0.1, cy - hy + 0.1, 0.16, cx + hx - 0.1, cy + hy - 0.1, 0.3, mat("glass"), name="water")


def build(s):
    room = scene_room(s, [3.6, 3.4, 2.7], "paint:#f1ede6", "tile:large:#d8d2c8")
    W, D, H = room.W, room.D, room.H
    if s.get("wall_tile"):
        # tile the listed walls (wainscot or full height), leaving the window openings clear
        wt = mat(s["wall_tile"])
        hgt = s.get("wall_tile_h", H)
        cap = mat(s.get("cap", "paint:#f4f1ea"))
        for wname in s.get("tile_walls", ["back"]):
            L = W if wname == "back" else D
            fr = {"back": P.Frame("-y", D), "left": P.Frame("+x", 0.0), "right": P.Frame("-x", W)}[wname]
            tile_wall(room, wname, 0.0, L, hgt, wt, 0.01)
            if hgt < H - 0.05:
                fr.box(0.0, L, 0.0, 0.03, hgt, hgt + 0.03, cap, bevel=0.004, name="cap")
        room.base_h = 0.0 if hgt >= H - 0.05 else room.base_h
    v = s.get("vanity_at", ["left", 0.6, 2.2])
    fr = {"back": P.Frame("-y", D), "left": P.Frame("+x", 0.0), "right": P.Frame("-x", W)}[v[0]]
    vanity(room, s, fr, v[1], v[2])
    if v[0] in ("back", "left", "right") and s.get("vanity_wall"):
        # a tiled or painted feature behind the vanity
        if v[0] == "back":
            box(v[1] - 0.05, D - 0.008, 0.0, v[2] + 0.05, D, H, mat(s["vanity_wall"]), name="vwall")
        elif v[0] == "left":
            box(0, v[1] - 0.05, 0.0, 0.008, v[2] + 0.05, H, mat(s["vanity_wall"]), name="vwall")
        else:
            box(W - 0.008, v[1] - 0.05, 0.0, W, v[2] + 0.05, H, mat(s["vanity_wall"]), name="vwall")
    if s.get("shower_at"):
        x0, x1, y0, y1 = s["shower_at"]
        shower(room, s, x0, x1, y0, y1)
    if s.get("tub_at"):
        t = s["tub_at"]
        tub(room, s, t[0], t[1], s.get("tub", {}).get("kind", "freestanding"), t[2] if len(t) > 2 else "x")
    for p in s.get("plants", []):
        P.plant(p[0], p[1], p[2], p[3] if len(p) > 3 else 0.5, kind=p[4] if len(p) > 4 else "leafy")
    if s.get("rug"):
        r = s["rug"]
        P.rug(r[0], r[1], r[2], r[3], r[4])
    if s.get("stool_at"):
        x, y = s["stool_at"]
        cyl(x, y, 0, 0.45, 0.17, mat(s.get("stool_mat", "wood:teak")), r2=0.15, name="stool")
    if s.get("towel"):
        # towel bar with a folded towel next to the tub / shower
        x, y, wall = s["towel"]
        m = mat(s.get("vanity", {}).get("metal", "metal:brass"))
        if wall == "left":
            tube([(0.07, y - 0.3, 1.1), (0.07, y + 0.3, 1.1)], 0.009, m, name="towelbar")
            box(0.045, y - 0.22, 0.72, 0.095, y + 0.22, 1.11, mat("fabric:#efe9de"), bevel=0.01, name="towel")
        else:
            tube([(W - 0.07, y - 0.3, 1.1), (W - 0.07, y + 0.3, 1.1)], 0.009, m, name="towelbar")
            box(W - 0.095, y - 0.22, 0.72, W - 0.045, y + 0.22, 1.11, mat("fabric:#efe9de"), bevel=0.01, name="towel")
    if s.get("cove"):
        # cove lighting: a glowing strip along the ceiling edge
        from lights import area_light
        box(0, 0, H - 0.12, W, 0.12, H, mat("paint:#f4f1ea"), name="soffit")
        area_light((W / 2, D - 0.1, H - 0.05), (math.radians(90 + 60), 0, 0), W, 0.1, 60, color="#ffe2b8")
    room.build()
    return room
