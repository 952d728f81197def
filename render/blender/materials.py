# Procedural materials (paint, woods with grain and planks, stones, terrazzo, tiles with grout,
# metals, glass, fabric, the outdoor view) and mat(), which makes one from a short spec string
# such as 'paint:#a3af98', 'wood:oak:#d2ab7c:planks:1.4:0.19', 'tile:zellige:#3f7a5c'.
import math

import bpy

from nodes import MB
from scene import hexcol, shade


def m_paint(col, rough=0.42, name="paint"):
    b = MB(name)
    b.set(color=col, rough=rough, spec=0.35)
    return b.m


def m_wood(light, dark, rough=0.45, plank=None, name="wood", scale=1.0, coat=0.0):
    """Wood grain along u: long, soft growth rings at two scales (waves bent by noise, never
    turbulent: that read as particle board) in a narrow range of tone, over a slow drift of
    colour along the board; plank=(length, width) adds floor boards."""
    b = MB(name)
    # The rings are waves across co's x: on furniture they stand along v (upright grain on doors).
    # Floor boards run along u, so there co is turned a quarter so the rings follow the board,
    # spaced a little wider than furniture's (a floor is seen from farther away).
    if plank:
        co = b.coord(scale=(1.2 * scale, 7.5 * scale, 1), rot=(0, 0, math.pi / 2))
    else:
        co = b.coord(scale=(1.2 * scale, 14 * scale, 1))
    # the rings wander slowly along the board (noise at the board's own scale: at the grain's it
    # drew chevrons) and their spacing varies (finer noise): two sets, broad and fine, soft-edged
    board = b.coord(scale=(1.2 * scale, 1.2 * scale, 1))
    grain = b.bent(b.bent(co, board, 0.06, scale=1.5, detail=1), board, 0.012, scale=9.0, detail=2)

    def rings(wave_scale, lines, weight):
        wv = b.node("ShaderNodeTexWave")
        wv.inputs["Scale"].default_value = wave_scale
        wv.inputs["Distortion"].default_value = 0.0
        b.link(grain, wv.inputs["Vector"])
        return b.ramp(wv.outputs["Fac"], [(0.0, tuple(c + (l - c) * (1 - weight) for c, l in zip(lines, light))),
                                          (0.5, light), (1.0, light)])

    mid = tuple((a + c) / 2 for a, c in zip(light, dark))
    broad = rings(7.0, mid, 0.7)
    fine = b.node("ShaderNodeMix", data_type="RGBA", blend_type="MULTIPLY")
    fine.inputs["Factor"].default_value = 0.5
    b.link(broad, fine.inputs[6])
    b.link(rings(19.0, shade(light, 0.9), 1.0), fine.inputs[7])
    rings_col = fine.outputs[2]
    drift = b.node("ShaderNodeTexNoise")
    drift.inputs["Scale"].default_value = 0.6
    drift.inputs["Detail"].default_value = 0
    b.link(co, drift.inputs["Vector"])
    tone = b.ramp(drift.outputs["Fac"], [(0.3, (0.94, 0.94, 0.94, 1)), (0.7, (1, 1, 1, 1))])
    mul0 = b.node("ShaderNodeMix", data_type="RGBA", blend_type="MULTIPLY")
    mul0.inputs["Factor"].default_value = 1.0
    b.link(rings_col, mul0.inputs[6])
    b.link(tone, mul0.inputs[7])
    col = mul0.outputs[2]
    if plank:
        br = b.node("ShaderNodeTexBrick")
        br.offset = 0.37
        br.inputs["Scale"].default_value = 1.0
        br.inputs["Mortar Size"].default_value = 0.0015
        br.inputs["Mortar Smooth"].default_value = 0.2
        br.inputs["Brick Width"].default_value = plank[0]
        br.inputs["Row Height"].default_value = plank[1]
        br.inputs["Bias"].default_value = 0.0
        br.inputs["Color1"].default_value = (1, 1, 1, 1)
        br.inputs["Color2"].default_value = (0.78, 0.74, 0.7, 1)
        br.inputs["Mortar"].default_value = (0.25, 0.2, 0.16, 1)
        b.link(b.coord(), br.inputs["Vector"])
        mul = b.node("ShaderNodeMix", data_type="RGBA", blend_type="MULTIPLY")
        mul.inputs["Factor"].default_value = 1.0
        b.link(col, mul.inputs[6])
        b.link(br.outputs["Color"], mul.inputs[7])
        col = mul.outputs[2]
        inv = b.node("ShaderNodeMath", operation="SUBTRACT")
        inv.inputs[0].default_value = 1.0
        b.link(br.outputs["Fac"], inv.inputs[1])
        b.bump(inv.outputs[0], 0.25, 0.003)
    b.link(col, b.bsdf.inputs["Base Color"])
    b.set(rough=rough, spec=0.4, coat=coat, coat_rough=0.15)
    return b.m


def m_stone(base, vein, rough=0.18, scale=1.0, vein_w=0.035, name="stone", speck=None):
    """Marble-like stone: veins that run one way across the slab (diagonal bands, bent by
    fractal noise into long, branching lines rather than swirls) over a soft cloudy base;
    speck adds fine grains."""
    b = MB(name)
    co = b.coord(scale=(0.9 * scale, 0.9 * scale, 0.9 * scale))
    veined = b.bent(co, co, 0.9, scale=1.1, detail=6, roughness=0.55)
    wv = b.node("ShaderNodeTexWave")
    wv.bands_direction = "DIAGONAL"
    wv.wave_profile = "SIN"
    wv.inputs["Scale"].default_value = 0.9
    wv.inputs["Distortion"].default_value = 0.0
    b.link(veined, wv.inputs["Vector"])
    # sin bands: a vein where the wave crosses its middle, thin because the ramp is narrow
    sub = b.node("ShaderNodeMath", operation="SUBTRACT")
    b.link(wv.outputs["Fac"], sub.inputs[0])
    sub.inputs[1].default_value = 0.5
    ab = b.node("ShaderNodeMath", operation="ABSOLUTE")
    b.link(sub.outputs[0], ab.inputs[0])
    veins = b.ramp(ab.outputs[0], [(0.0, vein), (vein_w * 0.6, base), (1.0, base)])
    cloud = b.node("ShaderNodeTexNoise")
    cloud.inputs["Scale"].default_value = 4
    cloud.inputs["Detail"].default_value = 1
    b.link(co, cloud.inputs["Vector"])
    mix = b.node("ShaderNodeMix", data_type="RGBA", blend_type="MULTIPLY")
    b.link(veins, mix.inputs[6])
    cl = b.ramp(cloud.outputs["Fac"], [(0.3, (0.93, 0.93, 0.93, 1)), (0.7, (1, 1, 1, 1))])
    b.link(cl, mix.inputs[7])
    mix.inputs["Factor"].default_value = 1.0
    col = mix.outputs[2]
    if speck:
        vo = b.node("ShaderNodeTexVoronoi")
        vo.inputs["Scale"].default_value = 260
        b.link(co, vo.inputs["Vector"])
        sp = b.ramp(vo.outputs["Distance"], [(0.0, speck), (0.12, (1, 1, 1, 1)), (1.0, (1, 1, 1, 1))])
        m2 = b.node("ShaderNodeMix", data_type="RGBA", blend_type="MULTIPLY")
        m2.inputs["Factor"].default_value = 1.0
        b.link(col, m2.inputs[6])
        b.link(sp, m2.inputs[7])
        col = m2.outputs[2]
    b.link(col, b.bsdf.inputs["Base Color"])
    b.set(rough=rough, spec=0.5)
    return b.m


def m_terrazzo(base, chips, rough=0.2, scale=1.0, name="terrazzo"):
    b = MB(name)
    out_col = None
    for i, sc in enumerate((38 * scale, 90 * scale)):
        vo = b.node("ShaderNodeTexVoronoi")
        vo.feature = "DISTANCE_TO_EDGE"
        vo.inputs["Scale"].default_value = sc
        vo.inputs["Randomness"].default_value = 1.0
        co = b.coord(scale=(1, 1, 1), rot=(0, 0, i * 0.7))
        b.link(co, vo.inputs["Vector"])
        vc = b.node("ShaderNodeTexVoronoi")
        vc.inputs["Scale"].default_value = sc
        b.link(co, vc.inputs["Vector"])
        sep = b.node("ShaderNodeSeparateColor")
        b.link(vc.outputs["Color"], sep.inputs[0])
        stops = [(j / len(chips), c) for j, c in enumerate(chips)]
        stops.append((1.0, chips[-1]))
        chip_colour = b.ramp(sep.outputs[0], stops, interpolation="CONSTANT")
        # chip mask: inside the cell, and only some cells (random)
        th = b.node("ShaderNodeMath", operation="GREATER_THAN")
        th.inputs[1].default_value = 0.17 if i == 0 else 0.22
        b.link(vo.outputs["Distance"], th.inputs[0])
        keep = b.node("ShaderNodeMath", operation="GREATER_THAN")
        keep.inputs[1].default_value = 0.45
        b.link(sep.outputs[1], keep.inputs[0])
        mask = b.node("ShaderNodeMath", operation="MULTIPLY")
        b.link(th.outputs[0], mask.inputs[0])
        b.link(keep.outputs[0], mask.inputs[1])
        mx = b.node("ShaderNodeMix", data_type="RGBA")
        b.link(mask.outputs[0], mx.inputs["Factor"])
        if out_col is None:
            mx.inputs[6].default_value = base
        else:
            b.link(out_col, mx.inputs[6])
        b.link(chip_colour, mx.inputs[7])
        out_col = mx.outputs[2]
    b.link(out_col, b.bsdf.inputs["Base Color"])
    b.set(rough=rough, spec=0.5)
    return b.m


def m_tile(col, grout, tw, th, offset=0.5, gloss=0.12, vary=0.08, zellige=False, name="tile",
           col2=None, joint=0.003, rot=0.0):
    """Tiles with grout joints (brick texture): tw x th metres, running bond offset (0 = stack)."""
    b = MB(name)
    co = b.coord(rot=(0, 0, rot))
    br = b.node("ShaderNodeTexBrick")
    br.offset = offset
    br.offset_frequency = 2
    br.squash = 1.0
    br.inputs["Scale"].default_value = 1.0
    br.inputs["Mortar Size"].default_value = joint
    br.inputs["Mortar Smooth"].default_value = 0.1
    br.inputs["Brick Width"].default_value = tw
    br.inputs["Row Height"].default_value = th
    br.inputs["Bias"].default_value = 0.0
    br.inputs["Color1"].default_value = col
    c2 = col2 if col2 else shade(col, 1.0 - vary)
    br.inputs["Color2"].default_value = c2
    br.inputs["Mortar"].default_value = grout
    b.link(co, br.inputs["Vector"])
    b.link(br.outputs["Color"], b.bsdf.inputs["Base Color"])
    inv = b.node("ShaderNodeMath", operation="SUBTRACT")
    inv.inputs[0].default_value = 1.0
    b.link(br.outputs["Fac"], inv.inputs[1])
    h = inv.outputs[0]
    if zellige:
        nz = b.node("ShaderNodeTexNoise")
        nz.inputs["Scale"].default_value = 18
        nz.inputs["Detail"].default_value = 3
        b.link(co, nz.inputs["Vector"])
        ad = b.node("ShaderNodeMath", operation="MULTIPLY_ADD")
        b.link(nz.outputs["Fac"], ad.inputs[0])
        ad.inputs[1].default_value = 0.35
        b.link(h, ad.inputs[2])
        h = ad.outputs[0]
    b.bump(h, 0.35 if zellige else 0.25, 0.003)
    b.set(rough=gloss, spec=0.5, coat=0.3 if gloss < 0.15 else 0.0, coat_rough=0.05)
    return b.m


def m_checker(c1, c2, size, grout, rough=0.3, name="checker"):
    b = MB(name)
    ck = b.node("ShaderNodeTexChecker")
    ck.inputs["Scale"].default_value = 1.0 / size
    ck.inputs["Color1"].default_value = c1
    ck.inputs["Color2"].default_value = c2
    b.link(b.coord(), ck.inputs["Vector"])
    br = b.node("ShaderNodeTexBrick")
    br.offset = 0.0
    br.inputs["Scale"].default_value = 1.0
    br.inputs["Mortar Size"].default_value = 0.002
    br.inputs["Brick Width"].default_value = size * 2
    br.inputs["Row Height"].default_value = size * 2
    br.inputs["Color1"].default_value = (1, 1, 1, 1)
    br.inputs["Color2"].default_value = (1, 1, 1, 1)
    br.inputs["Mortar"].default_value = grout
    b.link(b.coord(scale=(0.5, 0.5, 1)), br.inputs["Vector"])
    mx = b.node("ShaderNodeMix", data_type="RGBA")
    b.link(br.outputs["Fac"], mx.inputs["Factor"])
    b.link(ck.outputs["Color"], mx.inputs[6])
    mx.inputs[7].default_value = grout
    b.link(mx.outputs[2], b.bsdf.inputs["Base Color"])
    b.set(rough=rough)
    return b.m


def m_hex(c1, c2, size, grout, rough=0.3, name="hex"):
    """Unglazed hex mosaic: cells `size` across the flats in c1, with a rosette of seven c2 cells
    (one and its six neighbours) centred every five cells, the period floor's "flower" pattern.
    Cells come from the two offset rectangular lattices whose union is the hex lattice: each point
    takes the nearer of its two candidate centres."""
    b = MB(name)
    # z stays 0: a zero-width wrap returns 0, so no depth term biases which centre is nearer
    lattice = (1.0, math.sqrt(3.0), 0.0)
    half = tuple(x / 2 for x in lattice)

    def vmath(op, a, bv=None):
        nd = b.node("ShaderNodeVectorMath", operation=op)
        for i, v in enumerate((a, bv)):
            if v is None:
                continue
            if isinstance(v, tuple):
                nd.inputs[i].default_value = v
            else:
                b.link(v, nd.inputs[i])
        return nd

    def fmath(op, a, bv):
        nd = b.node("ShaderNodeMath", operation=op)
        for i, v in enumerate((a, bv)):
            if isinstance(v, float):
                nd.inputs[i].default_value = v
            else:
                b.link(v, nd.inputs[i])
        return nd.outputs[0]

    def nearest(p):
        """(offset from the nearest cell centre, that centre) for p in cell units."""
        offsets = []
        for shift in ((0.0, 0.0, 0.0), half):
            moved = vmath("SUBTRACT", p, shift)
            wrap = vmath("WRAP", moved.outputs[0], lattice)
            wrap.inputs[2].default_value = (0.0, 0.0, 0.0)
            offsets.append(vmath("SUBTRACT", wrap.outputs[0], half).outputs[0])
        lengths = [vmath("DOT_PRODUCT", o, o).outputs["Value"] for o in offsets]
        pick = b.node("ShaderNodeMix", data_type="VECTOR")
        b.link(fmath("LESS_THAN", lengths[1], lengths[0]), pick.inputs["Factor"])
        b.link(offsets[0], pick.inputs[4])
        b.link(offsets[1], pick.inputs[5])
        offset = pick.outputs[1]
        return offset, vmath("SUBTRACT", p, offset).outputs[0]

    p = b.coord(scale=(1.0 / size, 1.0 / size, 0.0))
    offset, centre = nearest(p)
    # distance to the cell's edge: 0.5 on it (hexagon with flats on x)
    ab = vmath("ABSOLUTE", offset).outputs[0]
    slant = vmath("DOT_PRODUCT", ab, (0.5, math.sqrt(3.0) / 2, 0.0)).outputs["Value"]
    sep = b.node("ShaderNodeSeparateXYZ")
    b.link(ab, sep.inputs[0])
    edge = fmath("MAXIMUM", slant, sep.outputs["X"])
    joint = fmath("GREATER_THAN", edge, 0.5 - 0.06)
    # rosettes: cells within one step of a centre of the five-times lattice
    big = vmath("SCALE", centre)
    big.inputs["Scale"].default_value = 0.2
    big_offset, _ = nearest(big.outputs[0])
    reach = vmath("LENGTH", big_offset).outputs["Value"]
    dark = fmath("LESS_THAN", reach, 1.1 / 5.0)
    col = b.node("ShaderNodeMix", data_type="RGBA")
    b.link(dark, col.inputs["Factor"])
    col.inputs[6].default_value = c1
    col.inputs[7].default_value = c2
    out = b.node("ShaderNodeMix", data_type="RGBA")
    b.link(joint, out.inputs["Factor"])
    b.link(col.outputs[2], out.inputs[6])
    out.inputs[7].default_value = grout
    b.link(out.outputs[2], b.bsdf.inputs["Base Color"])
    inv = fmath("SUBTRACT", 1.0, joint)
    b.bump(inv, 0.2, 0.002)
    b.set(rough=rough)
    return b.m


def m_metal(col, rough=0.25, name="metal"):
    b = MB(name)
    b.set(color=col, rough=rough, metal=1.0)
    return b.m


def m_brushed_steel(col, name="steel"):
    """Satin stainless as appliances show it in a photograph: a soft grey sheen with fine vertical
    brushing, not a mirror. Part of it is shaded as a dielectric (metallic 0.7), so most of its
    light is the smooth diffuse kind, which converges cleanly; a pure metal at this roughness
    reflects the whole room through few samples and comes out mottled."""
    b = MB(name)
    nz = b.node("ShaderNodeTexNoise")
    nz.inputs["Scale"].default_value = 1.0
    nz.inputs["Detail"].default_value = 4
    b.link(b.coord(scale=(260, 260, 3)), nz.inputs["Vector"])
    col_lo = shade(col, 0.93)
    b.link(b.ramp(nz.outputs["Fac"], [(0.35, col_lo), (0.65, col)]), b.bsdf.inputs["Base Color"])
    b.set(rough=0.32, metal=0.7, spec=0.5)
    b.bsdf.inputs["Anisotropic"].default_value = 0.5
    return b.m


def m_plain(col, rough=0.5, name="plain", sheen=0.0, spec=0.4, coat=0.0):
    b = MB(name)
    b.set(color=col, rough=rough, sheen=sheen, spec=spec, coat=coat)
    return b.m


def m_fabric(col, name="fabric"):
    b = MB(name)
    b.set(color=col, rough=0.85, sheen=0.6, spec=0.2)
    return b.m


def node_material(name, build, cached=False):
    """A material from its own node tree: build(nt, nodes) adds the nodes and returns the shader
    output that feeds the material output. cached=True reuses one material per name."""
    if cached and name in MAT_CACHE:
        return MAT_CACHE[name]
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    nt.nodes.clear()
    out = nt.nodes.new("ShaderNodeOutputMaterial")
    nt.links.new(build(nt, nt.nodes), out.inputs[0])
    if cached:
        MAT_CACHE[name] = m
    return m


def m_glass(tint=(0.9, 0.97, 0.95, 1), name="glass"):
    """Cheap architectural glass: transparent plus a Fresnel glossy layer (no refraction)."""
    def build(nt, n):
        tr = n.new("ShaderNodeBsdfTransparent")
        tr.inputs[0].default_value = tint
        gl = n.new("ShaderNodeBsdfGlossy")
        gl.inputs["Roughness"].default_value = 0.02
        fr = n.new("ShaderNodeLayerWeight")
        fr.inputs["Blend"].default_value = 0.06
        mx = n.new("ShaderNodeMixShader")
        nt.links.new(fr.outputs["Fresnel"], mx.inputs[0])
        nt.links.new(tr.outputs[0], mx.inputs[1])
        nt.links.new(gl.outputs[0], mx.inputs[2])
        return mx.outputs[0]
    m = node_material(name, build)
    m.blend_method = "BLEND"
    return m


def m_emit(col, strength, name="emit"):
    def build(nt, n):
        em = n.new("ShaderNodeEmission")
        em.inputs[0].default_value = col
        em.inputs[1].default_value = strength
        return em.outputs[0]
    return node_material(name, build)


def _foliage_colour(nt, n, pos, dark="#3d5a2c", light="#9bb86a", haze="#c4d2c8", scale=0.9):
    """Distant foliage as a camera sees it through glass from inside: soft masses of light and
    shade at several sizes (fractal noise, no cells that read as polka dots), lifted towards the
    pale haze of distance."""
    lk = nt.links
    nz = n.new("ShaderNodeTexNoise")
    nz.inputs["Scale"].default_value = scale
    nz.inputs["Detail"].default_value = 10
    nz.inputs["Roughness"].default_value = 0.62
    lk.new(pos, nz.inputs["Vector"])
    ramp = n.new("ShaderNodeValToRGB")
    el = ramp.color_ramp.elements
    el[0].position, el[0].color = 0.38, hexcol(dark)
    el[1].position, el[1].color = 0.68, hexcol(light)
    lk.new(nz.outputs["Fac"], ramp.inputs[0])
    mix = n.new("ShaderNodeMix")
    mix.data_type = "RGBA"
    mix.inputs["Factor"].default_value = 0.3
    lk.new(ramp.outputs[0], mix.inputs[6])
    mix.inputs[7].default_value = hexcol(haze)
    return mix.outputs[2]


def m_view(kind="garden", strength=2.4, name="view"):
    """The far outdoor view through the windows: a line of trees whose top wanders along the
    view, brighter than the room as daylight outside is in a photograph exposed for the inside;
    above it the backdrop is transparent, so the sky (the world) shows. Lake and pool views add a
    band of water below the trees."""
    def build(nt, n):
        lk = nt.links
        geo = n.new("ShaderNodeNewGeometry")
        sep = n.new("ShaderNodeSeparateXYZ")
        lk.new(geo.outputs["Position"], sep.inputs[0])
        col = _foliage_colour(nt, n, geo.outputs["Position"])
        # canopy line: the height of the trees wanders slowly along the view (a few metres over a
        # lot), and a finer, rougher noise breaks the top into crowns and leafy tufts; one smooth
        # noise alone reads as a painted range of hills
        nz = n.new("ShaderNodeTexNoise")
        nz.inputs["Scale"].default_value = 0.3
        nz.inputs["Detail"].default_value = 3
        nz.inputs["Roughness"].default_value = 0.5
        lk.new(geo.outputs["Position"], nz.inputs["Vector"])
        crowns = n.new("ShaderNodeTexNoise")
        crowns.inputs["Scale"].default_value = 1.7
        crowns.inputs["Detail"].default_value = 9
        crowns.inputs["Roughness"].default_value = 0.68
        lk.new(geo.outputs["Position"], crowns.inputs["Vector"])
        top = {"garden": 5.0, "lake": 2.6, "pool": 4.2, "lanai": 4.6, "street": 4.4}.get(kind, 4.4)
        mh = n.new("ShaderNodeMath")
        mh.operation = "MULTIPLY_ADD"
        lk.new(nz.outputs["Fac"], mh.inputs[0])
        mh.inputs[1].default_value = 3.4
        mh.inputs[2].default_value = top - 2.5
        ragged = n.new("ShaderNodeMath")
        ragged.operation = "MULTIPLY_ADD"
        lk.new(crowns.outputs["Fac"], ragged.inputs[0])
        ragged.inputs[1].default_value = 2.2
        lk.new(mh.outputs[0], ragged.inputs[2])
        below = n.new("ShaderNodeMath")
        below.operation = "GREATER_THAN"
        lk.new(ragged.outputs[0], below.inputs[0])
        lk.new(sep.outputs["Z"], below.inputs[1])
        if kind in ("lake", "pool"):
            wl = n.new("ShaderNodeMath")
            wl.operation = "LESS_THAN"
            lk.new(sep.outputs["Z"], wl.inputs[0])
            wl.inputs[1].default_value = 0.9 if kind == "lake" else 0.55
            m2 = n.new("ShaderNodeMix")
            m2.data_type = "RGBA"
            lk.new(wl.outputs[0], m2.inputs["Factor"])
            lk.new(col, m2.inputs[6])
            m2.inputs[7].default_value = hexcol("#86b3c4") if kind == "lake" else hexcol("#6cc6d4")
            col = m2.outputs[2]
        em = n.new("ShaderNodeEmission")
        em.inputs[1].default_value = strength
        lk.new(col, em.inputs[0])
        tr = n.new("ShaderNodeBsdfTransparent")
        mx = n.new("ShaderNodeMixShader")
        lk.new(below.outputs[0], mx.inputs[0])
        lk.new(tr.outputs[0], mx.inputs[1])
        lk.new(em.outputs[0], mx.inputs[2])
        return mx.outputs[0]
    m = node_material(name, build)
    m.blend_method = "BLEND"
    return m


def m_lawn(name="lawn"):
    """Grass in the sun: mottled greens, faintly glowing like the leaves (no skylight outdoors)."""
    b = MB(name)
    geo = b.node("ShaderNodeNewGeometry")
    nz = b.node("ShaderNodeTexNoise")
    nz.inputs["Scale"].default_value = 1.5
    nz.inputs["Detail"].default_value = 8
    b.link(geo.outputs["Position"], nz.inputs["Vector"])
    col = b.ramp(nz.outputs["Fac"], [(0.3, hexcol("#6f8f45")), (0.7, hexcol("#a3b76a"))])
    b.link(col, b.bsdf.inputs["Base Color"])
    b.link(col, b.bsdf.inputs["Emission"])
    b.set(rough=0.9, spec=0.2, emit_strength=0.3)
    return b.m


MAT_CACHE = {}


def mat(spec):
    """Material from a short spec string, e.g. 'paint:#a3af98', 'wood:oak', 'stone:marble',
    'tile:subway:#ffffff', 'metal:brass'. Cached so repeated specs share one material."""
    if isinstance(spec, bpy.types.Material):
        return spec
    if spec in MAT_CACHE:
        return MAT_CACHE[spec]
    p = spec.split(":")
    k = p[0]
    arg = p[1] if len(p) > 1 else ""
    col = hexcol(p[2]) if len(p) > 2 and p[2].startswith("#") else None
    m = None
    if k == "paint":
        m = m_paint(hexcol(arg), rough=float(p[2]) if len(p) > 2 else 0.42)
    elif k == "plain":
        m = m_plain(hexcol(arg), rough=float(p[2]) if len(p) > 2 else 0.5)
    elif k == "gloss":
        m = m_plain(hexcol(arg), rough=0.08, coat=0.5)
    elif k == "fabric":
        m = m_fabric(hexcol(arg))
    elif k == "wood":
        woods = {
            "oak": ("#d2ab7c", "#a77c52"), "whiteoak": ("#dcc3a0", "#b39470"), "walnut": ("#7a5236", "#4a2f1d"),
            "smoked": ("#7d6450", "#4d3b2e"), "pine": ("#d9a66c", "#a8733f"), "teak": ("#b07a45", "#7c5028"),
            "butcher": ("#c99563", "#9c6a3c"), "whitewash": ("#e4d8c6", "#c4b39b"), "cherry": ("#a0603e", "#6e3a22"),
        }
        li, da = woods[arg]
        if col:
            li = p[2]
        plank = None
        if len(p) > 3 and p[3] == "planks":
            plank = (float(p[4]) if len(p) > 4 else 1.4, float(p[5]) if len(p) > 5 else 0.19)
        m = m_wood(hexcol(li), hexcol(da), plank=plank, rough=0.5 if plank else 0.42)
    elif k == "stone":
        stones = {
            "marble": ("#f1efeb", "#8d8f93", 0.03, 0.15, None),
            "calacatta": ("#f3efe8", "#9b8d7c", 0.045, 0.15, None),
            "quartz": ("#f2f1ee", "#b9b8b5", 0.02, 0.12, None),
            "quartzite": ("#ebe8e2", "#8e8a86", 0.06, 0.2, None),
            "honed": ("#e6e0d6", "#c6bcae", 0.03, 0.45, None),
            "soapstone": ("#3a3d3c", "#6f7471", 0.02, 0.4, None),
            "limestone": ("#e4dccd", "#d2c7b3", 0.02, 0.5, (0.8, 0.78, 0.74, 1)),
            "concrete": ("#c8c4bd", "#aeaaa3", 0.02, 0.55, (0.75, 0.75, 0.75, 1)),
            "white": ("#f3f2ef", "#dddbd7", 0.01, 0.15, (0.9, 0.9, 0.9, 1)),
        }
        base, vein, w, rough, speck = stones[arg]
        m = m_stone(hexcol(base), hexcol(vein), rough=rough, vein_w=w, speck=speck)
    elif k == "terrazzo":
        base = hexcol(arg or "#ece6dc")
        m = m_terrazzo(base, [hexcol(c) for c in ("#c9b7a2", "#8f8a84", "#e1d4c3", "#7f8d86", "#d4ab92", "#b7a48c")])
    elif k == "tile":
        style = arg
        c = col or hexcol("#ffffff")
        gr = hexcol(p[3]) if len(p) > 3 else shade(c, 0.82)
        if style == "subway":
            m = m_tile(c, gr, 0.15, 0.075, gloss=0.06, vary=0.04)
        elif style == "subway-stack":
            m = m_tile(c, gr, 0.075, 0.3, offset=0.0, gloss=0.06, vary=0.04)
        elif style == "vertical":
            m = m_tile(c, gr, 0.065, 0.26, offset=0.0, gloss=0.08, vary=0.05)
        elif style == "zellige":
            m = m_tile(c, gr, 0.1, 0.1, offset=0.0, gloss=0.04, vary=0.22, zellige=True)
        elif style == "square":
            m = m_tile(c, gr, 0.1, 0.1, offset=0.0, gloss=0.08, vary=0.05)
        elif style == "large":
            m = m_tile(c, gr, 0.6, 0.6, offset=0.0, gloss=0.35, vary=0.03, joint=0.002)
        elif style == "plank":
            m = m_tile(c, gr, 1.2, 0.3, offset=0.5, gloss=0.35, vary=0.04, joint=0.0015)
        elif style == "limestone":
            m = m_tile(c, gr, 0.6, 0.3, offset=0.5, gloss=0.45, vary=0.04, joint=0.0015)
        elif style == "mosaic":
            m = m_tile(c, gr, 0.05, 0.05, offset=0.0, gloss=0.2, vary=0.06)
        elif style == "checker":
            m = m_checker(c, hexcol(p[3]), 0.2, hexcol("#9a9893"))
        elif style == "hex":
            m = m_hex(c, hexcol(p[3]), 0.025, hexcol("#a9a7a2"), rough=0.55)
        else:
            raise ValueError(spec)
    elif k == "metal":
        metals = {"brass": ("#d9b26a", 0.22), "black": None, "steel": None,
                  "chrome": ("#e8eaec", 0.06), "bronze": ("#8a6a4a", 0.35), "nickel": ("#d8d2c6", 0.2)}
        if arg == "black":
            m = m_plain(hexcol("#1c1c1c"), rough=0.45, name="matteblack")
        elif arg == "steel":
            m = m_brushed_steel(hexcol("#c9cccf"))
        else:
            c2, r = metals[arg]
            m = m_metal(hexcol(c2), rough=r)
    elif k == "glass":
        m = m_glass()
    elif k == "mirror":
        m = m_metal(hexcol("#f0f0f0"), rough=0.01, name="mirror")
    elif k == "emit":
        m = m_emit(hexcol(arg), float(p[2]) if len(p) > 2 else 10)
    else:
        raise ValueError("unknown material " + spec)
    MAT_CACHE[spec] = m
    return m
