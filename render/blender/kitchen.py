# Kitchen scenes: layouts island, galley, l-shape, peninsula, single-wall (see README for keys).

import parts as P
from geometry import box, cyl, sphere
from materials import mat
from room import scene_room
from scene import R


def spec_of(d, fallback=None):
    d = {**(fallback or {}), **(d or {})}
    return P.Spec(d.get("finish", "paint:#f1ede6"), d.get("style", "shaker"), d.get("pull", "bar"),
                  d.get("metal", "metal:brass"), d.get("counter", "stone:quartz"), d.get("carcass"),
                  d.get("counter_t", 0.03))


def back_wall(room, s, fr, a, b, cab, up, feature, fridge_side="left", shelves=False):
    """The main cabinet wall along a frame from a to b with a centred range+hood or a sink under a
    window; returns the centre of the feature."""
    L = b - a
    mods = []
    if fridge_side == "left":
        mods.append(("fridge", 0.91))
    if s.get("tall"):
        mods.append(("tall", 0.6))
    rw = s.get("range_w", 0.91 if L > 4 else 0.76)
    fw = rw if feature == "range" else 0.9
    rest = L - sum(w for _, w in mods) - (0.91 if fridge_side == "right" else 0) - fw
    left = rest / 2
    right = rest - left
    def fill(w, flip=False):
        out = []
        if w > 1.3:
            out = [("drawers", 0.6), ("doors", w - 0.6)]
        elif w > 0.3:
            out = [("drawers" if not flip else "mixed", w)]
        elif w > 0:
            out = [("panel", w)]
        return out[::-1] if flip else out
    if feature == "range":
        mods += fill(left) + [("range", rw)] + fill(right, True)
    else:
        sinkk = "farmsink" if s.get("farmsink") else "sink"
        mods += fill(left - 0.6 if left > 1.2 else left) + ([("dw", 0.6)] if left > 1.2 else []) + [(sinkk, 0.9)] + fill(right, True)
    if fridge_side == "right":
        mods.append(("fridge", 0.91))
    pos = P.base_run(fr, a, b, mods, cab)
    fk = "range" if feature == "range" else ("farmsink" if s.get("farmsink") else "sink")
    f0, f1 = pos[fk][0]
    fc = (f0 + f1) / 2
    # the stretch between tall units gets backsplash and uppers
    ta = max([p[1] for k in ("fridge", "tall") for p in pos.get(k, []) if p[1] <= f0] + [a])
    tb = min([p[0] for k in ("fridge", "tall") for p in pos.get(k, []) if p[0] >= f1] + [b])
    H = room.H
    bs_top = s.get("backsplash_h", 1.42 if up != "none" else 1.5)
    if up == "windows" or (isinstance(up, list) and "windows" in up):
        bs_top = 1.0
    if s.get("backsplash_full"):
        bs_top = H
    P.backsplash(fr, ta, tb, 0.9, bs_top, s.get("backsplash", "tile:subway:#f4f2ed"))
    ut = min(H - 0.02, 2.3)
    if feature == "range":
        hk = s.get("hood", "plaster")
        hw = rw + 0.15 if hk == "plaster" else rw
        hood_m = s.get("hood_mat", "paint:#ece5d9" if hk == "plaster" else "metal:steel")
        P.hood(fr, fc - hw / 2, fc + hw / 2, 1.62, H if hk != "box" else ut, hk, hood_m, depth=0.5 if hk != "box" else 0.45)
        gaps = [(ta, fc - hw / 2 - 0.05), (fc + hw / 2 + 0.05, tb)]
        # pot-filler and a board + canisters next to the range
        P.board(fr.pt(f1 + 0.3, 0.2, 0.9)[0], fr.pt(f1 + 0.3, 0.2, 0.9)[1], 0.9) if fr.face == "-y" else None
    else:
        gaps = [(ta, fc - 0.65), (fc + 0.65, tb)]
    ups = up if isinstance(up, list) else [up, up]
    for gi, (g0, g1) in enumerate(gaps):
        up = ups[gi]
        if g1 - g0 < 0.25:
            continue
        if up == "windows":
            # a window over the counter in each gap beside the hood / sink
            ww = min(1.4, g1 - g0 - 0.3)
            room.window("back" if fr.face == "-y" else "left", (g0 + g1) / 2, ww, 1.02, 2.3, 1, 0, s.get("window_frame", "paint:#f4f1ea"))
            continue
        if up == "none":
            continue
        if up == "open" or shelves:
            P.shelves(fr, g0 + 0.05, g1 - 0.05, [1.55, 1.95], 0.28, s.get("shelf", "wood:oak"))
        else:
            n = max(1, round((g1 - g0) / 0.8))
            kinds = [("glass" if up == "glass" else "doors", 1)] * n
            P.upper_run(fr, g0, g1, kinds, spec_of(s.get("uppers_spec"), s.get("cabinets")), z1=ut)
    return fc, pos


def island(room, s, x0, x1, yc, depth_work=0.62, depth_seat=0.3, waterfall=False, seats=3, pendants=True):
    """Island with cabinets facing the back wall, a seating overhang towards the camera."""
    isp = spec_of(s.get("island"), s.get("cabinets"))
    # work side: cabinets facing +y (away from camera) - mostly hidden, cheap
    frw = P.Frame("+y", yc)
    # an island sink is a real bowl: the carcass stops below it and the top is cut around it
    sink_x = x0 + (x1 - x0) * 0.42
    bowl = (sink_x - 0.38, yc + 0.12, sink_x + 0.38, yc + 0.52) if s.get("island_sink") else None
    box(x0, yc, 0.1, x1, yc + depth_work, 0.66 if bowl else 0.87, mat(isp.carcass), name="islandbox")
    box(x0 + 0.02, yc + 0.05, 0.0, x1 - 0.02, yc + depth_work - 0.06, 0.1, mat("plain:#2a2724:0.8"), name="kick")
    # camera side: shaker panels facing -y
    fc = P.Frame("-y", yc)
    box(x0, yc - 0.02, 0.0, x1, yc, 0.87, mat(isp.carcass), name="islandback")
    n = max(2, round((x1 - x0) / 0.6))
    for i in range(n):
        a = x0 + (x1 - x0) * i / n
        b = x0 + (x1 - x0) * (i + 1) / n
        P.front(fc, a, b, 0.0 + 0.03, 0.87 - 0.005, 0.02, isp.style if isp.style != "glass" else "shaker", isp.finish)
    for xx, sgn in ((x0, -1), (x1, 1)):
        if not waterfall:
            if sgn < 0:
                box(x0 - 0.025, yc - 0.04, 0.0, x0, yc + depth_work, 0.87, mat(isp.carcass), bevel=0.003, name="islandend")
            else:
                box(x1, yc - 0.04, 0.0, x1 + 0.025, yc + depth_work, 0.87, mat(isp.carcass), bevel=0.003, name="islandend")
    cm = mat(isp.counter)
    ov = 0.03 if waterfall else 0.04
    top0, top1 = yc - depth_seat, yc + depth_work + 0.03
    if bowl:
        bx0, by0, bx1, by1 = bowl
        box(x0 - ov, top0, 0.87, x1 + ov, by0, 0.9, cm, bevel=0.006, name="islandtop", segs=3)
        box(x0 - ov, by1, 0.87, x1 + ov, top1, 0.9, cm, bevel=0.006, name="islandtop", segs=3)
        box(x0 - ov, by0, 0.87, bx0, by1, 0.9, cm, name="islandtop")
        box(bx1, by0, 0.87, x1 + ov, by1, 0.9, cm, name="islandtop")
        steel = mat("metal:steel")
        box(bx0, by0, 0.68, bx1, by1, 0.7, mat("plain:#9a9d9f:0.3"), name="basinfloor")
        for wx0, wy0, wx1, wy1 in ((bx0, by0, bx0 + 0.01, by1), (bx1 - 0.01, by0, bx1, by1),
                                   (bx0, by0, bx1, by0 + 0.01), (bx0, by1 - 0.01, bx1, by1)):
            box(wx0, wy0, 0.7, wx1, wy1, 0.87, steel, name="basinwall")
        cyl((bx0 + bx1) / 2, (by0 + by1) / 2, 0.7, 0.703, 0.045, steel, name="drain")
    else:
        box(x0 - ov, top0, 0.87, x1 + ov, top1, 0.9, cm, bevel=0.006, name="islandtop", segs=3)
    if waterfall:
        box(x0 - 0.03, top0, 0.0, x0, top1, 0.87, cm, bevel=0.004, name="waterfall")
        box(x1, top0, 0.0, x1 + 0.03, top1, 0.87, cm, bevel=0.004, name="waterfall")
    # stools under the overhang
    st = s.get("stools", {})
    kind = st.get("kind", "round")
    for i in range(seats):
        sx = x0 + (x1 - x0) * (i + 0.5) / seats
        P.stool(sx, yc - depth_seat - 0.02, 0.64, kind, st.get("seat", "wood:oak"), st.get("metal", "metal:black"))
    # counter decor
    if bowl:
        P.faucet(P.Frame("-y", yc + depth_work), sink_x, 0.07, 0.9, s.get("island_faucet", isp.metal), reach=0.2)
        for j in range(3):
            w = 0.42 - j * 0.06
            box(x0 + (x1 - x0) * 0.8 - w / 2, yc + 0.05 - j * 0.01, 0.9 + j * 0.024, x0 + (x1 - x0) * 0.8 + w / 2,
                yc + 0.33 - j * 0.03, 0.9 + (j + 1) * 0.024, mat(["wood:walnut", "wood:butcher", "wood:oak"][j]), bevel=0.006, name="board")
    P.fruit_bowl(x0 + (x1 - x0) * 0.2, yc + 0.1, 0.9)
    if s.get("island_sink"):
        pass
    elif R.random() < 0.6:
        P.plant(x0 + (x1 - x0) * 0.75, yc + 0.2, 0.9, 0.28, kind="leafy", pot_r=0.07)
    else:
        P.board(x0 + (x1 - x0) * 0.72, yc + 0.15, 0.9)
    if pendants:
        pk = s.get("pendants", {})
        n = pk.get("n", 3 if x1 - x0 > 2.2 else 2)
        for i in range(n):
            px = x0 + (x1 - x0) * (i + 0.5) / n
            P.pendant(px, yc + depth_work * 0.4, room.H, pk.get("drop", 0.95), pk.get("kind", "dome"), pk.get("mat", "metal:brass"),
                      r=pk.get("r", 0.18))


def build(s):
    room = scene_room(s, [5.6, 5.2, 2.7], "paint:#f2eee7", "wood:oak:#d2ab7c:planks")
    W, D, H = room.W, room.D, room.H
    cab = spec_of(s.get("cabinets"))
    up = s.get("uppers", "doors")
    up_side = up[0] if isinstance(up, list) else up
    layout = s.get("layout", "island")
    feature = s.get("feature", "range")
    fb = P.Frame("-y", D)
    if layout in ("island", "single-wall", "peninsula"):
        a0 = s.get("run", [0.0, W])
        back_wall(room, s, fb, a0[0], a0[1], cab, up, feature, s.get("fridge", "left"), s.get("shelves", False))
        if layout == "island":
            iw = s.get("island_w", 2.6)
            xc = s.get("island_x", W / 2)
            yc = s.get("island_y", D - 0.6 - 1.15 - 0.65)
            island(room, s, xc - iw / 2, xc + iw / 2, yc, waterfall=s.get("waterfall", False), seats=s.get("seats", 3))
        elif layout == "peninsula":
            pl = s.get("pen_len", 2.4)
            yc = s.get("island_y", D - 0.6 - 1.1 - 0.65)
            # attached to the left wall: a cabinet run facing the back wall, seating towards the camera
            island(room, s, 0.0, pl, yc, seats=s.get("seats", 3))
        else:
            cart = s.get("cart", True)
            if cart:
                cx, cy = s.get("cart_at", [W * 0.55, D - 2.0])
                wm = mat(s.get("cart_wood", "wood:butcher"))
                box(cx - 0.5, cy - 0.3, 0.85, cx + 0.5, cy + 0.3, 0.9, wm, bevel=0.006, name="carttop")
                box(cx - 0.46, cy - 0.26, 0.25, cx + 0.46, cy + 0.26, 0.27, wm, name="cartshelf")
                for sx in (-1, 1):
                    for sy in (-1, 1):
                        box(cx + sx * 0.45 - 0.02, cy + sy * 0.25 - 0.02, 0.05, cx + sx * 0.45 + 0.02, cy + sy * 0.25 + 0.02, 0.85,
                            mat("metal:black"), name="cartleg")
                        sphere(cx + sx * 0.45, cy + sy * 0.25, 0.025, 0.025, mat("plain:#222222"), name="caster")
                P.fruit_bowl(cx - 0.15, cy, 0.9)
                for j in range(3):
                    P.bowl(cx - 0.3 + j * 0.25, cy, 0.27, 0.08, "#e7e1d6")
    elif layout == "l-shape":
        # back wall plus the left wall (fronts facing +x); the corner is a blind base
        fl = P.Frame("+x", 0.0)
        back_wall(room, s, fb, 0.62, W - s.get("run_end", 0.0), cab, up, feature, s.get("fridge", "right"), s.get("shelves", False))
        side_len = s.get("side_len", D - 1.6)
        mods = [("doors", 0.9), ("drawers", 0.6), ("sink" if feature == "range" else "drawers", 0.9), ("dw", 0.6), ("doors", 0.6)]
        P.base_run(fl, D - side_len, D, mods[::-1] if False else mods, cab)
        box(0, D - 0.62, 0.1, 0.62, D, 0.87, mat(cab.carcass), name="corner")
        P.backsplash(fl, D - side_len, D, 0.9, 1.42 if up != "none" else 1.5, s.get("backsplash", "tile:subway:#f4f2ed"))
        if up != "none" and not s.get("side_open", True):
            P.upper_run(fl, D - side_len, D, [("doors", 1)] * 3, spec_of(s.get("uppers_spec"), s.get("cabinets")))
        elif up != "none":
            P.shelves(fl, D - side_len + 0.1, D - 0.7, [1.55, 1.95], 0.28, s.get("shelf", "wood:oak"))
        if s.get("island_w"):
            iw = s["island_w"]
            island(room, s, s.get("island_x", W / 2 + 0.3) - iw / 2, s.get("island_x", W / 2 + 0.3) + iw / 2,
                   s.get("island_y", D - 2.4), waterfall=s.get("waterfall", False), seats=s.get("seats", 3))
        elif s.get("table", True):
            P.table(W * 0.45, D - 3.4, W * 0.45 + 1.6, D - 2.5, top=s.get("table_wood", "wood:oak"))
            for i in range(2):
                P.chair(W * 0.45 + 0.4 + i * 0.8, D - 3.65, "+y", s.get("table_wood", "wood:oak"))
                P.chair(W * 0.45 + 0.4 + i * 0.8, D - 2.25, "-y", s.get("table_wood", "wood:oak"))
            P.pendant(W * 0.45 + 0.8, D - 2.95, H, 0.95, s.get("pendants", {}).get("kind", "dome"), s.get("pendants", {}).get("mat", "metal:brass"), r=0.25)
    elif layout == "galley":
        # two facing runs along the side walls, window at the end
        fl = P.Frame("+x", 0.0)
        fr = P.Frame("-x", W)
        y0 = s.get("galley_start", 0.9)
        P.base_run(fl, y0, D, [("drawers", 0.6), ("doors", 0.8), ("range", 0.76), ("drawers", 0.6), ("doors", 0.6)][::-1][::-1], cab)
        gpos = P.base_run(fr, y0, D, [("fridge", 0.91), ("doors", 0.6), ("dw", 0.6), ("farmsink" if s.get("farmsink") else "sink", 0.9), ("drawers", 0.6)], cab)
        sk = gpos.get("farmsink", gpos.get("sink"))[0]
        if s.get("sink_window"):
            room.window("right", (sk[0] + sk[1]) / 2, 1.1, 1.02, 2.25, 1, 0, s.get("window_frame", "paint:#f4f1ea"))
        bs = s.get("backsplash", "tile:subway:#f4f2ed")
        P.backsplash(fl, y0, D, 0.9, 1.42, bs)
        P.backsplash(fr, y0 + 0.95, D, 0.9, 1.0 if s.get("sink_window") else 1.42, bs)
        if up == "open":
            P.shelves(fl, y0 + 0.2, D - 0.2, [1.55, 1.95], 0.28, s.get("shelf", "wood:oak"))
        elif up != "none":
            P.upper_run(fl, y0, D, [("doors", 1)] * 4, spec_of(s.get("uppers_spec"), s.get("cabinets")))
        if s.get("rail"):
            rm = mat(s.get("rail"))
            from geometry import tube
            tube([(0.012 + 0.03, y0 + 0.9, 1.2), (0.012 + 0.03, D - 0.6, 1.2)], 0.007, rm, name="rail")
            for yy in (y0 + 0.9, D - 0.6):
                tube([(0.008, yy, 1.2), (0.042, yy, 1.2)], 0.005, rm, name="railpost")
            for k in range(5):
                yy = y0 + 1.1 + k * 0.25
                tube([(0.042, yy, 1.19), (0.042, yy, 1.0)], 0.004, mat("metal:steel"), name="utensil")
                sphere(0.042, yy, 1.0, 0.02, mat("wood:oak"), sz=0.5, name="utensilhead")
        if up != "none" and up != "open" and not s.get("sink_window"):
            P.upper_run(fr, y0 + 0.95, D - 1.2, [("doors", 1)] * 2, spec_of(s.get("uppers_spec"), s.get("cabinets")))
    # decor on the counters
    decor(room, s)
    room.build()
    if s.get("beams"):
        bm = mat(s.get("beam_mat", "wood:oak"))
        n = s["beams"]
        for i in range(n):
            y = D * (i + 0.5) / n
            box(0, y - 0.08, H - 0.2, W, y + 0.08, H, bm, bevel=0.005, name="beam")
    return room


def decor(room, s):
    W, D = room.W, room.D
    for p in s.get("plants", []):
        P.plant(p[0], p[1], p[2], p[3] if len(p) > 3 else 0.5, kind=p[4] if len(p) > 4 else "leafy")
    for b in s.get("bowls", []):
        P.fruit_bowl(b[0], b[1], b[2])
    for b in s.get("boards", []):
        P.board(b[0], b[1], b[2])
    if s.get("rug"):
        r = s["rug"]
        P.rug(r[0], r[1], r[2], r[3], r[4])
