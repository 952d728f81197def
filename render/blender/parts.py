# Furniture-grade parts shared by every room: cabinet runs with shaker / slab / glass fronts,
# pulls, counters, sinks, faucets, ranges, hoods, shelves, stools, pendants, plants, bowls,
# sofas, tables, chairs, rugs, books.
import math

from geometry import box, cyl, leaf, sphere, tube
from lights import point_light
from materials import mat
from scene import R


class Frame:
    """A cabinet line: 'a' runs along it, 'd' is the distance from its back plane into the room.
    face '-y': back plane at y=ref, fronts look towards -y (the camera); '+y' the opposite;
    '+x': back plane at x=ref, fronts look towards +x; '-x' likewise."""

    def __init__(self, face, ref):
        self.face, self.ref = face, ref

    def box(self, a, b, d0, d1, z0, z1, m, bevel=0.0, name="part", segs=2):
        f, r = self.face, self.ref
        if f == "-y":
            return box(a, r - d1, z0, b, r - d0, z1, m, bevel, name, segs)
        if f == "+y":
            return box(a, r + d0, z0, b, r + d1, z1, m, bevel, name, segs)
        if f == "+x":
            return box(r + d0, a, z0, r + d1, b, z1, m, bevel, name, segs)
        return box(r - d1, a, z0, r - d0, b, z1, m, bevel, name, segs)

    def pt(self, a, d, z):
        f, r = self.face, self.ref
        if f == "-y":
            return (a, r - d, z)
        if f == "+y":
            return (a, r + d, z)
        if f == "+x":
            return (r + d, a, z)
        return (r - d, a, z)

    def sign(self):
        return -1 if self.face in ("-y", "-x") else 1


# ---------------------------------------------------------------------------------------------
# fronts and pulls

def pull(fr, a, z, d, kind, metal, vertical=True, length=0.16):
    m = mat(metal)
    if kind == "none":
        return
    if kind == "knob":
        p = fr.pt(a, d + 0.02, z)
        sphere(p[0], p[1], p[2], 0.016, m, name="knob")
        p2 = fr.pt(a, d + 0.005, z)
        if fr.face in ("-y", "+y"):
            cyl(p2[0], p2[1] - 0.012 * fr.sign() * -1, z, z, 0.006, m, segs=8)
        return
    if kind == "cup":
        L = 0.09
        fr.box(a - L / 2, a + L / 2, d, d + 0.022, z - 0.012, z + 0.012, m, bevel=0.008, name="cup", segs=3)
        return
    if kind == "edge":
        fr.box(a - 0.12, a + 0.12, d, d + 0.012, z - 0.004, z + 0.004, m, bevel=0.002, name="edgepull")
        return
    # bar pull with two standoffs
    L = length
    r = 0.0065
    if vertical:
        p0 = fr.pt(a, d + 0.032, z - L / 2)
        p1 = fr.pt(a, d + 0.032, z + L / 2)
        tube([p0, p1], r, m, name="bar")
        for zz in (z - L / 2 + 0.02, z + L / 2 - 0.02):
            q0, q1 = fr.pt(a, d, zz), fr.pt(a, d + 0.032, zz)
            tube([q0, q1], 0.0045, m, name="post")
    else:
        p0 = fr.pt(a - L / 2, d + 0.032, z)
        p1 = fr.pt(a + L / 2, d + 0.032, z)
        tube([p0, p1], r, m, name="bar")
        for aa in (a - L / 2 + 0.02, a + L / 2 - 0.02):
            tube([fr.pt(aa, d, z), fr.pt(aa, d + 0.032, z)], 0.0045, m, name="post")


def front(fr, a, b, z0, z1, d, style, m, rail=0.065):
    """One door or drawer front spanning a..b, z0..z1 with its back at depth d; returns the
    depth of its face."""
    m = mat(m)
    g = 0.0015
    a, b, z0, z1 = a + g, b - g, z0 + g, z1 - g
    if style == "slab":
        fr.box(a, b, d, d + 0.019, z0, z1, m, bevel=0.002, name="slab")
        return d + 0.019
    if style == "fluted":
        fr.box(a, b, d, d + 0.012, z0, z1, m, name="flutebase")
        n = max(3, int((b - a) / 0.028))
        w = (b - a) / n
        for i in range(n):
            aa = a + i * w
            cyl(0, 0, 0, 0, 0.001)  # keeps seed usage stable
            fr.box(aa + 0.002, aa + w - 0.002, d + 0.008, d + 0.02, z0, z1, m, bevel=0.006, name="flute", segs=3)
        return d + 0.02
    rw = min(rail, (b - a) / 4, (z1 - z0) / 3.2)
    if style in ("shaker", "inset", "glass", "beadboard"):
        # recessed centre panel, then stiles and rails standing proud
        if style == "glass":
            fr.box(a + rw, b - rw, d + 0.006, d + 0.01, z0 + rw, z1 - rw, mat("glass"), name="glasspanel")
        else:
            fr.box(a + rw - 0.002, b - rw + 0.002, d, d + 0.01, z0 + rw - 0.002, z1 - rw + 0.002, m, name="panel")
            if style == "beadboard":
                n = max(2, int((b - a - 2 * rw) / 0.06))
                for i in range(1, n):
                    aa = a + rw + (b - a - 2 * rw) * i / n
                    fr.box(aa - 0.002, aa + 0.002, d + 0.008, d + 0.011, z0 + rw, z1 - rw, mat("plain:#9a9488"), name="bead")
        bev = 0.0025
        fr.box(a, a + rw, d, d + 0.02, z0, z1, m, bevel=bev, name="stile")
        fr.box(b - rw, b, d, d + 0.02, z0, z1, m, bevel=bev, name="stile")
        fr.box(a + rw, b - rw, d, d + 0.02, z0, z0 + rw, m, bevel=bev, name="rail")
        fr.box(a + rw, b - rw, d, d + 0.02, z1 - rw, z1, m, bevel=bev, name="rail")
        return d + 0.02
    raise ValueError(style)


# ---------------------------------------------------------------------------------------------
# cabinet runs

class Spec:
    """Finish of a cabinet run."""

    def __init__(self, finish, style="shaker", pull="bar", metal="metal:brass", counter="stone:quartz",
                 carcass=None, counter_t=0.03, toe="recess"):
        self.finish = finish
        self.style = style
        self.pull = pull
        self.metal = metal
        self.counter = counter
        self.carcass = carcass or finish
        self.counter_t = counter_t
        self.toe = toe


def base_run(fr, a, b, mods, sp, depth=0.6, counter=True, over=0.025, end_panels=True, back_overhang=0.0,
             seating=None, waterfall=False):
    """Base cabinets from a to b. mods: list of (kind, width) with kinds doors, door, drawers,
    mixed, sink, farmsink, range, dw, fridge, tall, open, panel. Widths are scaled to fill a..b.
    Returns {kind: [(a0, a1)]} positions."""
    tot = sum(w for _, w in mods)
    k = (b - a) / tot
    ctop = 0.9
    cb = ctop - sp.counter_t
    front_d = depth - 0.02
    fin = mat(sp.finish)
    pos = {}
    x = a
    seg_counter = []
    for kind, w in mods:
        w *= k
        x0, x1 = x, x + w
        x = x1
        pos.setdefault(kind, []).append((x0, x1))
        if kind in ("fridge",):
            fridge(fr, x0, x1, depth, sp)
            continue
        if kind == "tall":
            fr.box(x0, x1, 0.1, front_d, 0.1, 2.3, mat(sp.carcass), name="tallbox")
            fr.box(x0 + 0.01, x1 - 0.01, 0.0, front_d - 0.05, 0.0, 0.1, mat("plain:#2a2724:0.8"), name="kick")
            n = 1 if w < 0.62 else 2
            for i in range(n):
                aa, bb = x0 + (x1 - x0) * i / n, x0 + (x1 - x0) * (i + 1) / n
                front(fr, aa, bb, 0.1, 1.25, front_d, sp.style, fin)
                front(fr, aa, bb, 1.25, 2.3, front_d, sp.style, fin)
                px = bb - 0.05 if (n == 1 or i == 0) else aa + 0.05
                if n == 2:
                    px = bb - 0.05 if i == 0 else aa + 0.05
                pull(fr, px, 1.2, front_d + 0.02, sp.pull, sp.metal, True, 0.3)
            # crown above the tall unit up to its cap
            fr.box(x0, x1, 0.0, front_d + 0.02, 2.3, 2.36, mat(sp.carcass), bevel=0.004, name="crown")
            continue
        seg_counter.append((x0, x1, kind))
        if kind == "range":
            range_unit(fr, x0, x1, depth, sp)
            continue
        # carcass (under a farmhouse sink only up to its bowl's floor) and toe kick
        fr.box(x0, x1, 0.0, front_d, 0.1, ctop - 0.24 if kind == "farmsink" else cb, mat(sp.carcass), name="carcass")
        fr.box(x0, x1, 0.0, front_d - 0.06, 0.0, 0.1, mat("plain:#2a2724:0.8"), name="kick")
        fz0, fz1 = 0.1, cb - 0.005
        if kind in ("doors", "sink", "dw", "door", "panel"):
            n = 1 if (kind in ("dw", "door", "panel") or w < 0.55) else 2
            for i in range(n):
                aa, bb = x0 + w * i / n, x0 + w * (i + 1) / n
                if kind == "dw":
                    front(fr, aa, bb, fz0, fz1, front_d, sp.style, fin)
                    pull(fr, (aa + bb) / 2, fz1 - 0.06, front_d + 0.02, sp.pull, sp.metal, False, 0.3)
                    continue
                if kind == "panel":
                    front(fr, aa, bb, fz0, fz1, front_d, sp.style, fin)
                    continue
                front(fr, aa, bb, fz0, fz1, front_d, sp.style, fin)
                px = bb - 0.05 if (i == 0 and n == 2) or (n == 1 and (aa - a) < (b - bb)) else aa + 0.05
                if n == 2:
                    px = bb - 0.05 if i == 0 else aa + 0.05
                pull(fr, px, fz1 - 0.1, front_d + 0.02, sp.pull, sp.metal, True)
        elif kind == "farmsink":
            # the apron is the bowl's front wall, up to the counter top (see farmhouse_bowl)
            fr.box(x0 + 0.02, x1 - 0.02, front_d - 0.01, front_d + 0.025, cb - 0.24, ctop, mat("gloss:#f5f4f0"),
                   bevel=0.008, name="apron", segs=3)
            front(fr, x0, x1, fz0, cb - 0.25, front_d, sp.style, fin)
            pull(fr, (x0 + x1) / 2, cb - 0.32, front_d + 0.02, sp.pull, sp.metal, False)
        elif kind == "drawers":
            hs = [0.0, 0.24, 0.5, 1.0]
            for i in range(3):
                z0 = fz0 + (fz1 - fz0) * hs[i]
                z1 = fz0 + (fz1 - fz0) * hs[i + 1]
                front(fr, x0, x1, z0, z1, front_d, sp.style, fin, rail=0.055)
                pull(fr, (x0 + x1) / 2, z1 - min(0.06, (z1 - z0) / 2), front_d + 0.02, sp.pull, sp.metal, False)
        elif kind == "mixed":
            zd = fz1 - 0.17
            front(fr, x0, x1, zd, fz1, front_d, sp.style, fin, rail=0.05)
            pull(fr, (x0 + x1) / 2, (zd + fz1) / 2, front_d + 0.02, sp.pull, sp.metal, False)
            n = 1 if w < 0.55 else 2
            for i in range(n):
                aa, bb = x0 + w * i / n, x0 + w * (i + 1) / n
                front(fr, aa, bb, fz0, zd, front_d, sp.style, fin)
                px = (bb - 0.05) if (n == 1 or i == 0) else aa + 0.05
                pull(fr, px, zd - 0.1, front_d + 0.02, sp.pull, sp.metal, True)
        elif kind == "open":
            for z in (0.4, 0.65):
                fr.box(x0 + 0.02, x1 - 0.02, 0.02, front_d, z, z + 0.02, mat(sp.carcass), name="shelf")
    if counter:
        # counter over every non-tall stretch, merged
        runs = []
        for x0, x1, kind in seg_counter:
            if runs and abs(runs[-1][1] - x0) < 1e-6:
                runs[-1][1] = x1
                runs[-1][2].append((x0, x1, kind))
            else:
                runs.append([x0, x1, [(x0, x1, kind)]])
        cm = mat(sp.counter)
        for x0, x1, parts in runs:
            e0 = over if (x0 <= a + 1e-6 and not end_panels) else 0.0
            rng = [p for p in parts if p[2] == "range"]
            farm = [farmhouse_bowl_at(p[0], p[1], depth) for p in parts if p[2] == "farmsink"]
            # split the counter around a slide-in range and a farmhouse sink's open bowl (a strip of
            # counter stays behind the bowl)
            cuts = sorted([(p[0] + 0.01, p[1] - 0.01) for p in rng] + [(b0, b1) for b0, b1, _, _ in farm])
            spans = []
            s = x0 - e0
            for c0, c1 in cuts:
                spans.append((s, c0))
                s = c1
            spans.append((s, x1 + (over if not end_panels else 0.0)))
            for s0, s1 in spans:
                if s1 - s0 > 0.05:
                    fr.box(s0, s1, -back_overhang, depth + over, cb, ctop, cm, bevel=0.006, name="counter", segs=3)
            for b0, b1, d0, _ in farm:
                fr.box(b0, b1, -back_overhang, d0, cb, ctop, cm, name="counter")
            if waterfall:
                for xx in (x0 - 0.0, x1):
                    fr.box(xx - (sp.counter_t if xx == x0 else 0), xx + (0 if xx == x0 else sp.counter_t),
                           -back_overhang, depth + over, 0.0, ctop, cm, bevel=0.006, name="waterfall", segs=3)
        for x0, x1, kind in seg_counter:
            if kind == "sink":
                sink(fr, x0, x1, depth, ctop, sp)
            elif kind == "farmsink":
                farmhouse_bowl(fr, x0, x1, depth, ctop, sp)
    if end_panels:
        for xx, s in ((a, -1), (b, 1)):
            if mods[0 if s < 0 else -1][0] in ("fridge", "tall"):
                continue
            x0, x1 = (xx - 0.02, xx) if s < 0 else (xx, xx + 0.02)
            fr.box(x0, x1, 0.0, depth, 0.0, cb, mat(sp.carcass), bevel=0.002, name="endpanel")
    return pos


def sink_bowl(x0, x1, depth):
    """Where an undermount sink's bowl sits on a base cabinet from x0 to x1: (a0, a1, d0, d1)."""
    w = min(0.76, x1 - x0 - 0.12)
    ac = (x0 + x1) / 2
    dc = depth * 0.5 + 0.02
    return ac - w / 2, ac + w / 2, dc - 0.21, dc + 0.21


def farmhouse_bowl_at(x0, x1, depth):
    """A farmhouse bowl runs the apron's width, from an undermount bowl's back edge to the apron's face."""
    back = sink_bowl(x0, x1, depth)[2]
    return x0 + 0.02, x1 - 0.02, back, depth + 0.005


def sink(fr, x0, x1, depth, ctop, sp):
    """Undermount basin seen from above (a dark brushed rectangle) with a faucet behind it."""
    a0, a1, d0, d1 = sink_bowl(x0, x1, depth)
    fr.box(a0, a1, d0, d1, ctop - 0.002, ctop + 0.0012, mat("metal:steel"), name="basin")
    fr.box(a0 + 0.02, a1 - 0.02, d0 + 0.02, d1 - 0.02, ctop - 0.001, ctop + 0.0016, mat("plain:#8c8f91:0.35"), name="basinfloor")
    faucet(fr, (a0 + a1) / 2, 0.08, ctop, sp.metal, reach=(d0 + d1) / 2 - 0.05)


def farmhouse_bowl(fr, x0, x1, depth, ctop, sp):
    """The white fireclay bowl of a farmhouse sink, open under the counter's cut-out: a floor with
    a drain 22 cm down, glazed side and back walls, and the apron as its front wall, so it
    reads as a deep basin (a steel bowl behind a white apron read as two sinks)."""
    a0, a1, d0, d1 = farmhouse_bowl_at(x0, x1, depth)
    glaze = mat("gloss:#f5f4f0")
    z0 = ctop - 0.22
    fr.box(a0, a1, d0, d1 - 0.03, z0 - 0.02, z0, glaze, name="basinfloor")
    t = 0.025
    for b0, b1, e0, e1 in ((a0, a0 + t, d0, d1 - 0.03), (a1 - t, a1, d0, d1 - 0.03), (a0, a1, d0, d0 + t)):
        fr.box(b0, b1, e0, e1, z0, ctop, glaze, bevel=0.004, name="basinwall")
    p = fr.pt((a0 + a1) / 2, (d0 + d1) / 2, z0)
    cyl(p[0], p[1], z0, z0 + 0.004, 0.05, mat("plain:#8a8c8e:0.3"), name="drain")
    cyl(p[0], p[1], z0 + 0.004, z0 + 0.005, 0.018, mat("plain:#2b2b2b:0.5"), name="drainhole")
    faucet(fr, (a0 + a1) / 2, 0.08, ctop, sp.metal, reach=0.23)


def faucet(fr, a, d, z, metal, reach=0.22, height=0.34, kind="gooseneck"):
    m = mat(metal)
    p = fr.pt(a, d, z)
    cyl(p[0], p[1], z, z + 0.03, 0.028, m, name="escutcheon")
    if kind == "gooseneck":
        pts = [fr.pt(a, d, z + 0.02), fr.pt(a, d, z + height - reach / 2)]
        for i in range(1, 11):
            t = math.pi * i / 10
            pts.append(fr.pt(a, d + reach / 2 - reach / 2 * math.cos(t), z + height - reach / 2 + reach / 2 * math.sin(t)))
        pts.append(fr.pt(a, d + reach, z + height - reach / 2 - 0.06))
        tube(pts, 0.012, m, name="spout")
        lv = [fr.pt(a + 0.035, d, z + 0.12), fr.pt(a + 0.075, d + 0.01, z + 0.16)]
        tube(lv, 0.006, m, name="lever")
    else:  # short bath spout
        pts = [fr.pt(a, d, z + 0.02), fr.pt(a, d, z + height)]
        pts += [fr.pt(a, d + 0.02, z + height + 0.015), fr.pt(a, d + reach, z + height + 0.015)]
        tube(pts, 0.011, m, name="spout")
        for s in (-1, 1):
            cyl(*fr.pt(a + s * 0.1, d, z)[:2], z, z + 0.06, 0.014, m, name="handle")


def range_unit(fr, x0, x1, depth, sp):
    st = mat("metal:steel")
    blk = mat("plain:#111111:0.3")
    fd = depth - 0.02
    fr.box(x0 + 0.005, x1 - 0.005, 0.0, fd, 0.1, 0.9, st, name="range")
    fr.box(x0 + 0.01, x1 - 0.01, 0.0, fd - 0.05, 0.0, 0.1, mat("plain:#2a2724:0.8"), name="kick")
    # oven door(s) with window
    n = 2 if x1 - x0 > 0.9 else 1
    for i in range(n):
        aa = x0 + (x1 - x0) * i / n + 0.02
        bb = x0 + (x1 - x0) * (i + 1) / n - 0.02
        fr.box(aa, bb, fd, fd + 0.025, 0.16, 0.72, st, bevel=0.004, name="ovendoor")
        fr.box(aa + 0.06, bb - 0.06, fd + 0.025, fd + 0.027, 0.3, 0.6, blk, name="ovenglass")
        p0, p1 = fr.pt(aa + 0.04, fd + 0.06, 0.66), fr.pt(bb - 0.04, fd + 0.06, 0.66)
        tube([p0, p1], 0.009, st, name="ovenbar")
    # control strip and knobs
    n_k = 6 if x1 - x0 > 0.9 else 4
    for i in range(n_k):
        a = x0 + (x1 - x0) * (i + 0.5) / n_k
        p = fr.pt(a, fd, 0.8)
        if fr.face in ("-y", "+y"):
            cyl(p[0], p[1], 0.8, 0.8, 0.018, blk, axis="y")
        knob = fr.box(a - 0.017, a + 0.017, fd, fd + 0.03, 0.785, 0.815, blk, bevel=0.008, name="knob", segs=2)
    # cooktop grates
    fr.box(x0 + 0.01, x1 - 0.01, 0.02, fd, 0.9, 0.915, blk, name="cooktop")
    nb = 3 if x1 - x0 > 0.9 else 2
    for i in range(nb):
        for j in range(2):
            a0 = x0 + 0.02 + (x1 - x0 - 0.04) * i / nb
            a1 = x0 + 0.02 + (x1 - x0 - 0.04) * (i + 1) / nb - 0.01
            d0 = 0.04 + j * (fd - 0.06) / 2
            d1 = d0 + (fd - 0.06) / 2 - 0.01
            fr.box(a0, a1, d0, d0 + 0.012, 0.915, 0.93, blk, name="grate")
            fr.box(a0, a1, d1 - 0.012, d1, 0.915, 0.93, blk, name="grate")
            fr.box(a0, a0 + 0.012, d0, d1, 0.915, 0.93, blk, name="grate")
            fr.box(a1 - 0.012, a1, d0, d1, 0.915, 0.93, blk, name="grate")
    fr.box(x0, x1, 0.0, 0.08, 0.9, 1.0, st, name="backguard")


def fridge(fr, x0, x1, depth, sp, paneled=False):
    m = mat(sp.finish) if paneled else mat("metal:steel")
    fd = depth - 0.02
    fr.box(x0 + 0.005, x1 - 0.005, 0.0, fd - 0.02, 0.0, 2.05, mat("plain:#333333"), name="fridgebox")
    wm = (x0 + x1) / 2
    if paneled:
        front(fr, x0, x1, 0.05, 2.05, fd - 0.02, sp.style, m)
        pull(fr, x0 + 0.06, 1.2, fd, sp.pull, sp.metal, True, 0.4)
    else:
        for aa, bb in ((x0 + 0.005, wm - 0.002), (wm + 0.002, x1 - 0.005)):
            fr.box(aa, bb, fd - 0.02, fd + 0.02, 0.75, 2.04, m, bevel=0.006, name="fridgedoor")
        fr.box(x0 + 0.005, x1 - 0.005, fd - 0.02, fd + 0.02, 0.05, 0.73, m, bevel=0.006, name="fridgedrawer")
        for s, aa in ((1, wm - 0.04), (-1, wm + 0.04)):
            tube([fr.pt(aa, fd + 0.06, 0.95), fr.pt(aa, fd + 0.06, 1.65)], 0.011, m, name="fhandle")
        tube([fr.pt(wm - 0.25, fd + 0.06, 0.66), fr.pt(wm + 0.25, fd + 0.06, 0.66)], 0.011, m, name="fhandle")
    # cabinet over it and side panels
    fr.box(x0 - 0.02, x0, 0.0, depth, 0.0, 2.36, mat(sp.carcass), name="fpanel")
    fr.box(x1, x1 + 0.02, 0.0, depth, 0.0, 2.36, mat(sp.carcass), name="fpanel")
    fr.box(x0, x1, 0.0, fd - 0.02, 2.07, 2.36, mat(sp.carcass), name="fbox")
    front(fr, x0, x1, 2.07, 2.36, fd - 0.02, sp.style, sp.finish)


def upper_run(fr, a, b, mods, sp, z0=1.42, z1=2.3, depth=0.34, light=True, crown=True):
    """Wall cabinets: kinds doors, glass, open (shelves), gap. Returns positions."""
    tot = sum(w for _, w in mods)
    k = (b - a) / tot
    x = a
    fin = mat(sp.finish)
    pos = {}
    for kind, w in mods:
        w *= k
        x0, x1 = x, x + w
        x = x1
        pos.setdefault(kind, []).append((x0, x1))
        if kind == "gap":
            continue
        if kind == "open":
            shelves(fr, x0, x1, [z0 + 0.05, z0 + 0.45, z0 + 0.85], 0.26, sp.carcass)
            continue
        fd = depth - 0.02
        fr.box(x0, x1, 0.0, fd, z0, z1, mat(sp.carcass), name="ubox")
        if kind == "glass":
            fr.box(x0 + 0.02, x1 - 0.02, 0.0, fd - 0.005, z0 + 0.02, z1 - 0.02, mat("paint:#f3efe8"), name="uin")
            for zz in (z0 + (z1 - z0) / 3, z0 + 2 * (z1 - z0) / 3):
                fr.box(x0 + 0.02, x1 - 0.02, 0.02, fd - 0.02, zz, zz + 0.015, mat("glass"), name="ushelf")
                for i in range(int((x1 - x0) / 0.14)):
                    cx = x0 + 0.08 + i * 0.14
                    p = fr.pt(cx, fd / 2, zz + 0.015)
                    cyl(p[0], p[1], zz + 0.015, zz + 0.015 + 0.11 + 0.05 * R.random(), 0.04, mat("gloss:#f4f2ee"), name="dish")
        n = 1 if w < 0.55 else 2
        for i in range(n):
            aa, bb = x0 + w * i / n, x0 + w * (i + 1) / n
            front(fr, aa, bb, z0, z1, fd, "glass" if kind == "glass" else sp.style, fin)
            px = bb - 0.05 if (n == 2 and i == 0) or (n == 1 and i == 0 and (aa - a) < (b - bb)) else aa + 0.05
            pull(fr, px, z0 + 0.1, fd + 0.02, sp.pull, sp.metal, True, 0.12)
    if crown:
        fr.box(a, b, 0.0, depth + 0.02, z1, z1 + 0.05, mat(sp.carcass), bevel=0.006, name="crown", segs=2)
    if light:
        fr.box(a, b, 0.0, depth - 0.02, z0 - 0.012, z0, mat(sp.carcass), name="lightrail")
    return pos


def shelves(fr, a, b, zs, depth, m, brackets=False, items=True):
    for z in zs:
        fr.box(a, b, 0.0, depth, z, z + 0.035, mat(m), bevel=0.003, name="shelf")
        if items:
            shelf_items(fr, a + 0.05, b - 0.05, z + 0.035, depth)


def shelf_items(fr, a, b, z, depth):
    x = a
    while x < b - 0.12:
        kind = R.random()
        if kind < 0.35:
            # stack of plates / bowls
            p = fr.pt(x + 0.1, depth / 2, z)
            for j in range(R.randint(2, 4)):
                cyl(p[0], p[1], z + j * 0.018, z + j * 0.018 + 0.015, 0.1, mat("gloss:#f3f1ec"), segs=32, name="plate")
            x += 0.26
        elif kind < 0.6:
            p = fr.pt(x + 0.06, depth / 2, z)
            h = 0.14 + 0.12 * R.random()
            c = R.choice(["#e9e4da", "#c9b8a0", "#8d9b8a", "#ddd2bf", "#b9a78c"])
            cyl(p[0], p[1], z, z + h, 0.045 + 0.02 * R.random(), mat("gloss:" + c), r2=0.03 if R.random() < 0.5 else None, name="vase")
            x += 0.16
        elif kind < 0.8:
            p = fr.pt(x + 0.09, depth / 2, z)
            bowl(p[0], p[1], z, 0.09, R.choice(["#efe9dd", "#d7c6ad", "#a9b5a2"]))
            x += 0.22
        else:
            # a few books on their side
            hh = z
            for j in range(R.randint(2, 4)):
                t = 0.025 + 0.015 * R.random()
                fr.box(x, x + 0.2 + 0.04 * R.random(), 0.02, depth - 0.04 - 0.03 * R.random(), hh, hh + t,
                       mat(R.choice(BOOKS)), name="book")
                hh += t
            x += 0.3
        x += 0.04


BOOKS = ["plain:#e7e0d2", "plain:#b8a489", "plain:#5f6f63", "plain:#c98e6a", "plain:#32415a", "plain:#d9c9a8",
         "plain:#8a3f35", "plain:#f1ede4", "plain:#6e6150", "plain:#a9b7bd"]


def bowl(x, y, z, r, col, h=None):
    sphere(x, y, z + (h or r * 0.55), r, mat("gloss:" + col), sz=(h or r * 0.55) / r, cut="bottom", name="bowl")


def hood(fr, a, b, z0, z1, kind, m, depth=0.5):
    """Range hood: 'plaster' (tapered chimney), 'box' (stainless box), 'canopy' (stainless)."""
    m = mat(m)
    if kind == "plaster":
        import bmesh
        from geometry import bm_obj
        bm = bmesh.new()
        w0, w1 = (b - a), (b - a) * 0.62
        ac = (a + b) / 2
        zt = z0 + 0.45
        pts = []
        # tapered lower part: section at z0 (w0 x depth) to zt (w1 x depth*0.55)
        for (ww, dd, zz) in ((w0, depth, z0), (w1, depth * 0.55, zt)):
            ring = [fr.pt(ac - ww / 2, 0, zz), fr.pt(ac + ww / 2, 0, zz), fr.pt(ac + ww / 2, dd, zz), fr.pt(ac - ww / 2, dd, zz)]
            pts.append([bm.verts.new(p) for p in ring])
        bm.faces.new(pts[0][::-1])
        for i in range(4):
            j = (i + 1) % 4
            bm.faces.new((pts[0][i], pts[0][j], pts[1][j], pts[1][i]))
        bm.faces.new(pts[1])
        bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
        ob = bm_obj("hood", bm, m, smooth=False)
        mo = ob.modifiers.new("bev", "BEVEL")
        mo.width = 0.01
        mo.segments = 2
        fr.box(ac - w1 / 2, ac + w1 / 2, 0, depth * 0.55, zt, z1, m, name="chimney")
        fr.box(a - 0.01, b + 0.01, 0, depth + 0.01, z0 - 0.04, z0, m, bevel=0.01, name="hoodband")
    elif kind == "canopy":
        fr.box(a, b, 0, depth, z0, z0 + 0.08, m, bevel=0.004, name="hoodband")
        ac = (a + b) / 2
        fr.box(ac - 0.16, ac + 0.16, 0, 0.3, z0 + 0.08, z1, m, name="chimney")
        import bmesh
        from geometry import bm_obj
        bm = bmesh.new()
        r0 = [fr.pt(a, 0, z0 + 0.08), fr.pt(b, 0, z0 + 0.08), fr.pt(b, depth, z0 + 0.08), fr.pt(a, depth, z0 + 0.08)]
        r1 = [fr.pt(ac - 0.16, 0, z0 + 0.4), fr.pt(ac + 0.16, 0, z0 + 0.4), fr.pt(ac + 0.16, 0.3, z0 + 0.4), fr.pt(ac - 0.16, 0.3, z0 + 0.4)]
        v0 = [bm.verts.new(p) for p in r0]
        v1 = [bm.verts.new(p) for p in r1]
        for i in range(4):
            j = (i + 1) % 4
            bm.faces.new((v0[i], v0[j], v1[j], v1[i]))
        bm_obj("canopy", bm, m, smooth=False)
    else:
        fr.box(a, b, 0, depth, z0, z1, m, bevel=0.006, name="hoodbox")
        fr.box(a, b, 0, depth + 0.01, z0, z0 + 0.06, mat("metal:brass") if "paint" in str(m.name) else m, name="hoodband")


def backsplash(fr, a, b, z0, z1, m):
    return fr.box(a, b, -0.003, 0.008, z0, z1, mat(m), name="backsplash")


def stool(x, y, seat_h=0.64, kind="round", wood="wood:oak", metal="metal:black", facing=0.0, seat=None):
    m = mat(metal)
    if kind == "round":
        cyl(x, y, seat_h - 0.04, seat_h, 0.19, mat(seat or wood), segs=32, name="seat")
        for i in range(4):
            t = math.radians(45 + 90 * i + facing)
            tube([(x + 0.13 * math.cos(t), y + 0.13 * math.sin(t), seat_h - 0.04),
                  (x + 0.2 * math.cos(t), y + 0.2 * math.sin(t), 0.0)], 0.011, m, name="leg")
        ring = [(x + 0.175 * math.cos(2 * math.pi * i / 24), y + 0.175 * math.sin(2 * math.pi * i / 24), 0.25) for i in range(25)]
        tube(ring, 0.007, m, name="footring")
    else:  # backed stool
        box(x - 0.2, y - 0.2, seat_h - 0.05, x + 0.2, y + 0.2, seat_h, mat(seat or wood), bevel=0.015, name="seat")
        for sx in (-1, 1):
            for sy in (-1, 1):
                box(x + sx * 0.17 - 0.013, y + sy * 0.17 - 0.013, 0, x + sx * 0.17 + 0.013, y + sy * 0.17 + 0.013,
                    seat_h - 0.05, m, name="leg")
        box(x - 0.19, y - 0.19, 0.22, x + 0.19, y - 0.17, 0.24, m, name="rung")
        back = -1 if facing == 0 else 1
        box(x - 0.2, y - back * 0.2 - 0.012, seat_h + 0.12, x + 0.2, y - back * 0.2 + 0.012, seat_h + 0.24,
            mat(seat or wood), bevel=0.008, name="back")
        for sx in (-1, 1):
            box(x + sx * 0.17 - 0.01, y - back * 0.2 - 0.01, seat_h, x + sx * 0.17 + 0.01, y - back * 0.2 + 0.01,
                seat_h + 0.13, m, name="backpost")


def pendant(x, y, ceiling, drop, kind="dome", m="metal:brass", r=0.2, light=True, energy=7):
    """Ceiling pendant: canopy, cord and a shade; a small warm light inside."""
    mm = mat(m)
    zb = ceiling - drop
    cyl(x, y, ceiling - 0.02, ceiling, 0.06, mm, name="canopy")
    if kind == "dome":
        sphere(x, y, zb + r * 0.6, r, mm, sz=0.6, cut="top", name="shade")
        tube([(x, y, ceiling), (x, y, zb + r * 0.6)], 0.004, mat("plain:#222222"), name="cord")
        bulb_z = zb + r * 0.25
    elif kind == "globe":
        sphere(x, y, zb + r, r, mat("emit:#fff1d6:4"), name="globe")
        tube([(x, y, ceiling), (x, y, zb + 2 * r)], 0.004, mm, name="cord")
        cyl(x, y, zb + 2 * r - 0.01, zb + 2 * r + 0.04, 0.035, mm, name="cap")
        bulb_z = None
    elif kind == "cone":
        cyl(x, y, zb, zb + r * 1.1, r, mm, r2=0.03, segs=32, name="shade")
        tube([(x, y, ceiling), (x, y, zb + r * 1.1)], 0.004, mat("plain:#222222"), name="cord")
        bulb_z = zb + 0.05
    else:  # drum / linen
        cyl(x, y, zb, zb + r * 0.9, r, mat("emit:#f7ead2:1.2"), segs=40, name="drum")
        tube([(x, y, ceiling), (x, y, zb + r * 0.9)], 0.004, mat("plain:#222222"), name="cord")
        bulb_z = None
    if light and bulb_z is not None:
        cyl(x, y, bulb_z - 0.03, bulb_z + 0.01, 0.05, mat("emit:#ffe6bd:6"), name="bulb")
        point_light((x, y, bulb_z - 0.05), energy, radius=0.04)
    elif light:
        point_light((x, y, zb - 0.02), energy * 0.7, radius=0.1)


def plant(x, y, z, h=0.5, pot="gloss:#e8e1d5", kind="leafy", pot_r=None):
    """A potted plant: leafy (arching stems, each ending in a broad pointed leaf), tree (a trunk
    under a loose crown of small leaves, like an olive or fig standard) or blades (a snake plant)."""
    pr = pot_r or max(0.07, h * 0.22)
    ph = pr * 1.3
    cyl(x, y, z, z + ph, pr, mat(pot), name="pot")
    cyl(x, y, z, z + ph, pr * 0.78, mat(pot), name="potbase")
    cyl(x, y, z + ph - 0.01, z + ph + 0.002, pr * 0.93, mat("plain:#4b3a2b:0.9"), name="soil")
    greens = ["plain:#4f6b3d:0.45", "plain:#62813f:0.45", "plain:#3f5a35:0.45"]
    top = z + ph
    if kind == "leafy":
        for i in range(int(9 + h * 18)):
            t = i * 2.39996 + R.random() * 0.4  # golden angle: leaves spread evenly round the stem
            el = math.radians(25 + 55 * R.random())
            stem = h * (0.3 + 0.5 * R.random())
            tip = (x + math.cos(t) * math.cos(el) * stem * 0.6, y + math.sin(t) * math.cos(el) * stem * 0.6,
                   top + math.sin(el) * stem)
            tube([(x, y, top), tip], 0.003, mat(greens[2]), name="stem")
            size = h * (0.26 + 0.12 * R.random())
            leaf(tip, t, el - math.radians(35), size, size * 0.45, mat(R.choice(greens)), droop=0.3)
    elif kind == "tree":
        crown = (x + 0.02, y, top + h * 0.78)
        tube([(x, y, top), (crown[0], y, top + h * 0.6)], 0.012, mat("plain:#6d5440"), name="trunk")
        for i in range(5):
            t = i * 1.26 + R.random() * 0.5
            tube([(crown[0], y, top + h * 0.55), (crown[0] + math.cos(t) * h * 0.14, y + math.sin(t) * h * 0.14,
                                                   crown[2] + h * (0.1 * R.random() - 0.02))], 0.005,
                 mat("plain:#6d5440"), name="branch")
        for i in range(int(60 + h * 40)):
            t = R.random() * math.tau
            e = R.uniform(-0.7, 1.2)
            r = 0.55 + 0.45 * R.random()
            at = (crown[0] + math.cos(t) * math.cos(e) * h * 0.24 * r, crown[1] + math.sin(t) * math.cos(e) * h * 0.24 * r,
                  crown[2] + math.sin(e) * h * 0.2 * r)
            size = h * (0.07 + 0.04 * R.random())
            leaf(at, t + R.uniform(-0.6, 0.6), e * 0.5 + R.uniform(-0.3, 0.3), size, size * 0.42,
                 mat(R.choice(greens)), droop=0.2)
    else:  # blades: a snake plant's upright, slightly twisted leaves
        for i in range(int(6 + h * 10)):
            t = R.random() * math.tau
            base = (x + 0.03 * math.cos(t), y + 0.03 * math.sin(t), top)
            size = h * (0.6 + 0.4 * R.random())
            leaf(base, t + math.pi / 2 + R.uniform(-0.5, 0.5), math.radians(75 + 12 * R.random()), size, h * 0.09,
                 mat(R.choice(greens)), droop=0.04, fold=0.15, name="blade")


def fruit_bowl(x, y, z, r=0.14, col="#e9e3d7"):
    bowl(x, y, z, r, col)
    for i in range(5):
        t = R.random() * math.tau
        rr = r * 0.45 * R.random()
        sphere(x + rr * math.cos(t), y + rr * math.sin(t), z + r * 0.45 + 0.03, 0.035,
               mat(R.choice(["plain:#e2a33b:0.4", "plain:#c9d65a:0.4", "plain:#e07b39:0.4"])), segs=12, name="fruit")


def board(x, y, z, w=0.38, d=0.22, wood="wood:butcher"):
    box(x - w / 2, y - d / 2, z, x + w / 2, y + d / 2, z + 0.022, mat(wood), bevel=0.006, name="board")


def rug(x0, y0, x1, y1, col, border=None):
    box(x0, y0, 0, x1, y1, 0.008, mat("fabric:" + col), bevel=0.003, name="rug")
    if border:
        for (a0, b0, a1, b1) in ((x0 + 0.08, y0 + 0.08, x1 - 0.08, y0 + 0.12), (x0 + 0.08, y1 - 0.12, x1 - 0.08, y1 - 0.08),
                                 (x0 + 0.08, y0 + 0.08, x0 + 0.12, y1 - 0.08), (x1 - 0.12, y0 + 0.08, x1 - 0.08, y1 - 0.08)):
            box(a0, b0, 0.008, a1, b1, 0.0085, mat("fabric:" + border), name="rugborder")


def sofa(x0, y0, x1, depth=0.95, col="#e6ddcf", facing="-y", legs="wood:walnut"):
    """Sofa from x0..x1 with its back at y0 (facing -y) or front at y0 (facing +y)."""
    fab = mat("fabric:" + col)
    s = -1 if facing == "-y" else 1
    yb = y0
    yf = y0 + s * depth
    ya, yz = sorted((yb, yf))
    for xx in (x0 + 0.06, x1 - 0.06):
        for yy in (ya + 0.06, yz - 0.06):
            cyl(xx, yy, 0, 0.1, 0.018, mat(legs), name="sofaleg")
    box(x0, ya, 0.1, x1, yz, 0.42, fab, bevel=0.03, name="sofabase", segs=3)
    # back
    # inset a few mm from the arms' outer faces: overlapping boxes must not share a face (both
    # would shadow each other and render black)
    bb0, bb1 = sorted((yb + s * 0.003, yb + s * 0.22))
    box(x0 + 0.003, bb0, 0.42, x1 - 0.003, bb1, 0.8, fab, bevel=0.05, name="sofaback", segs=4)
    # arms
    for xa, xb in ((x0, x0 + 0.18), (x1 - 0.18, x1)):
        box(xa, ya, 0.42, xb, yz, 0.62, fab, bevel=0.05, name="arm", segs=4)
    # seat cushions
    n = 3 if x1 - x0 > 2.0 else 2
    cw = (x1 - x0 - 0.36) / n
    c0, c1 = sorted((yb + s * 0.22, yf - s * 0.02))
    for i in range(n):
        box(x0 + 0.18 + i * cw + 0.005, c0, 0.42, x0 + 0.18 + (i + 1) * cw - 0.005, c1, 0.55, fab, bevel=0.05, name="cushion", segs=4)
    # throw pillows
    for i, c in enumerate(("#c9b79a", "#8d9b86")):
        xx = x0 + 0.35 + i * 0.32 if i == 0 else x1 - 0.45
        p0, p1 = sorted((yb + s * 0.22, yb + s * 0.36))
        box(xx, p0, 0.55, xx + 0.42, p1, 0.95, mat("fabric:" + c), bevel=0.06, name="pillow", segs=4)


def table(x0, y0, x1, y1, top="wood:oak", h=0.75, legs=None, round_=False, thick=0.035):
    m = mat(top)
    lm = mat(legs or top)
    if round_:
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        r = (x1 - x0) / 2
        cyl(cx, cy, h - thick, h, r, m, segs=64, name="tabletop")
        cyl(cx, cy, 0.0, h - thick, 0.06, lm, r2=0.05, name="pedestal")
        cyl(cx, cy, 0.0, 0.04, 0.25, lm, r2=0.2, name="foot")
        return
    box(x0, y0, h - thick, x1, y1, h, m, bevel=0.006, name="tabletop")
    for xx in (x0 + 0.06, x1 - 0.1):
        for yy in (y0 + 0.06, y1 - 0.1):
            box(xx, yy, 0, xx + 0.045, yy + 0.045, h - thick, lm, name="tableleg")
    box(x0 + 0.06, y0 + 0.06, h - thick - 0.08, x1 - 0.06, y0 + 0.085, h - thick, lm, name="apron")
    box(x0 + 0.06, y1 - 0.085, h - thick - 0.08, x1 - 0.06, y1 - 0.06, h - thick, lm, name="apron")


def chair(x, y, facing="+y", wood="wood:oak", seat=None):
    """Dining chair centred at (x, y); its back is on the side opposite 'facing'."""
    m = mat(wood)
    sm = mat(seat or wood)
    box(x - 0.22, y - 0.22, 0.43, x + 0.22, y + 0.22, 0.47, sm, bevel=0.01, name="chairseat")
    for sx in (-1, 1):
        for sy in (-1, 1):
            box(x + sx * 0.19 - 0.016, y + sy * 0.19 - 0.016, 0, x + sx * 0.19 + 0.016, y + sy * 0.19 + 0.016, 0.43, m, name="chairleg")
    if facing in ("+y", "-y"):
        by = y - 0.2 if facing == "+y" else y + 0.2
        for sx in (-1, 1):
            box(x + sx * 0.19 - 0.016, by - 0.016, 0.47, x + sx * 0.19 + 0.016, by + 0.016, 0.86, m, name="chairpost")
        box(x - 0.2, by - 0.014, 0.7, x + 0.2, by + 0.014, 0.85, m, bevel=0.006, name="chairback")
    else:
        bx = x - 0.2 if facing == "+x" else x + 0.2
        for sy in (-1, 1):
            box(bx - 0.016, y + sy * 0.19 - 0.016, 0.47, bx + 0.016, y + sy * 0.19 + 0.016, 0.86, m, name="chairpost")
        box(bx - 0.014, y - 0.2, 0.7, bx + 0.014, y + 0.2, 0.85, m, bevel=0.006, name="chairback")


def armchair(x, y, col="#d9cbb3", facing="-y", wood="wood:walnut"):
    """Upholstered armchair centred at (x, y), its seat facing 'facing' (-y: towards the camera)."""
    fab = mat("fabric:" + col)
    for sx in (-1, 1):
        for sy in (-1, 1):
            cyl(x + sx * 0.3, y + sy * 0.3, 0, 0.14, 0.02, mat(wood), name="leg")
    box(x - 0.38, y - 0.38, 0.14, x + 0.38, y + 0.38, 0.44, fab, bevel=0.04, name="acbase", segs=3)
    s = 1 if facing == "-y" else -1  # the back is on the +y side when the chair faces -y
    b0, b1 = sorted((y + s * 0.375, y + s * 0.2))
    box(x - 0.375, b0, 0.44, x + 0.375, b1, 0.82, fab, bevel=0.05, name="acback", segs=3)
    for sx in (-1, 1):
        a0, a1 = sorted((x + sx * 0.38, x + sx * 0.27))
        box(a0, y - 0.38, 0.44, a1, y + 0.38, 0.62, fab, bevel=0.04, name="acarm", segs=3)


def books_row(fr, a, b, z, depth, hmax):
    """Books standing on a shelf from a to b, with the odd gap and a leaning book."""
    x = a
    while x < b - 0.03:
        if R.random() < 0.07:
            x += 0.08 + 0.1 * R.random()
            continue
        t = 0.018 + 0.03 * R.random()
        h = hmax * (0.62 + 0.33 * R.random())
        dd = depth * (0.65 + 0.25 * R.random())
        if x + t > b:
            break
        fr.box(x, x + t, depth - dd - 0.02, depth - 0.02, z, z + h, mat(R.choice(BOOKS)), name="book")
        x += t + 0.002
