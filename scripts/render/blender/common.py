# Shared scene toolkit for the Blender renderer: geometry helpers, procedural materials, the room
# shell (walls with window openings, floor, ceiling, trim), daylight, camera and render settings.
# Coordinates: metres, the room spans x 0..W (left to right), y 0..D (front to back), z 0..H.
import math
import random

import bmesh
import bpy
from mathutils import Matrix, Vector

R = random.Random(1)


def seed(n):
    R.seed(n)


def hexcol(h, a=1.0):
    h = h.lstrip("#")
    c = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
    return (lin[0], lin[1], lin[2], a)


def shade(col, f):
    return (col[0] * f, col[1] * f, col[2] * f, 1.0)


# ---------------------------------------------------------------------------------------------
# scene reset and collections

def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    sc = bpy.context.scene
    return sc


def link(obj):
    bpy.context.scene.collection.objects.link(obj)
    return obj


def mesh_to_obj(name, me, mat=None, smooth=False):
    """Wrap a finished mesh in a linked object, optionally smooth-shaded, with one material."""
    if smooth:
        for p in me.polygons:
            p.use_smooth = True
    ob = bpy.data.objects.new(name, me)
    if mat is not None:
        me.materials.append(mat)
    return link(ob)


def mesh_obj(name, verts, faces, mat=None, smooth=False):
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    me.update()
    return mesh_to_obj(name, me, mat, smooth)


def box(x0, y0, z0, x1, y1, z1, mat=None, bevel=0.0, name="box", segs=2):
    """Axis-aligned box from two corners (world coordinates, object origin at 0)."""
    xa, xb = sorted((x0, x1))
    ya, yb = sorted((y0, y1))
    za, zb = sorted((z0, z1))
    v = [(xa, ya, za), (xb, ya, za), (xb, yb, za), (xa, yb, za),
         (xa, ya, zb), (xb, ya, zb), (xb, yb, zb), (xa, yb, zb)]
    f = [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)]
    ob = mesh_obj(name, v, f, mat)
    if bevel > 0:
        m = ob.modifiers.new("bevel", "BEVEL")
        m.width = min(bevel, (xb - xa) / 2.1, (yb - ya) / 2.1, (zb - za) / 2.1)
        m.segments = segs
        m.limit_method = "NONE"
    return ob


def bm_obj(name, bm, mat=None, smooth=True):
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    return mesh_to_obj(name, me, mat, smooth)


def cyl(x, y, z0, z1, r, mat=None, r2=None, segs=32, name="cyl", axis="z", smooth=True):
    """Cylinder / cone standing from z0 to z1 at (x, y) (axis 'x' or 'y' lays it along that axis
    through the point (x, y, z0) with length z1 - z0)."""
    bm = bmesh.new()
    h = z1 - z0
    bmesh.ops.create_cone(bm, cap_ends=True, cap_tris=False, segments=segs, radius1=r,
                          radius2=r if r2 is None else r2, depth=h)
    if axis == "z":
        bmesh.ops.translate(bm, verts=bm.verts, vec=(x, y, z0 + h / 2))
    elif axis == "x":
        bmesh.ops.rotate(bm, verts=bm.verts, cent=(0, 0, 0), matrix=Matrix.Rotation(math.pi / 2, 3, "Y"))
        bmesh.ops.translate(bm, verts=bm.verts, vec=(x + h / 2, y, z0))
    else:
        bmesh.ops.rotate(bm, verts=bm.verts, cent=(0, 0, 0), matrix=Matrix.Rotation(math.pi / 2, 3, "X"))
        bmesh.ops.translate(bm, verts=bm.verts, vec=(x, y + h / 2, z0))
    ob = bm_obj(name, bm, mat, smooth)
    if smooth:
        ob.data.use_auto_smooth = True
        ob.data.auto_smooth_angle = math.radians(40)
    return ob


def sphere(x, y, z, r, mat=None, sx=1, sy=1, sz=1, name="sph", cut=None, segs=32):
    """UV sphere, optionally scaled; cut='bottom' keeps only the lower half (a bowl / dome)."""
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=segs, v_segments=segs // 2, radius=r)
    if cut:
        kill = [v for v in bm.verts if (v.co.z > 1e-4 if cut == "bottom" else v.co.z < -1e-4)]
        bmesh.ops.delete(bm, geom=kill, context="VERTS")
    bmesh.ops.scale(bm, verts=bm.verts, vec=(sx, sy, sz))
    bmesh.ops.translate(bm, verts=bm.verts, vec=(x, y, z))
    ob = bm_obj(name, bm, mat)
    if cut:
        s = ob.modifiers.new("solid", "SOLIDIFY")
        s.thickness = 0.006
    return ob


def tube(points, r, mat=None, name="tube"):
    """A round tube along a polyline (faucet spouts, rails, cords)."""
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = r
    cu.bevel_resolution = 4
    cu.use_fill_caps = True
    sp = cu.splines.new("POLY")
    sp.points.add(len(points) - 1)
    for i, p in enumerate(points):
        sp.points[i].co = (p[0], p[1], p[2], 1)
    sp.use_smooth = True
    ob = bpy.data.objects.new(name, cu)
    if mat is not None:
        cu.materials.append(mat)
    return link(ob)


def arc(cx, cz, r, a0, a1, n=12):
    return [(cx + r * math.cos(a0 + (a1 - a0) * i / n), cz + r * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)]


def boolean_diff(target, cutter):
    m = target.modifiers.new("bool", "BOOLEAN")
    m.operation = "DIFFERENCE"
    m.solver = "EXACT"
    m.object = cutter
    cutter.hide_render = True
    cutter.hide_viewport = True
    return target


def rounded_box(x0, y0, z0, x1, y1, z1, radius, mat=None, name="rbox", segs=6):
    return box(x0, y0, z0, x1, y1, z1, mat, bevel=radius, name=name, segs=segs)


def ray_only_camera(ob, glossy=True, transmission=True):
    ob.visible_diffuse = False
    ob.visible_shadow = False
    ob.visible_volume_scatter = False
    ob.visible_glossy = glossy
    ob.visible_transmission = transmission


# ---------------------------------------------------------------------------------------------
# materials

_MATS = {}
_BOXCOORD = None


def _boxcoord():
    """Node group: 2D coordinates on axis-aligned faces (xy on floors, xz / yz on walls), so
    tiles, planks and grain run the right way on every face without UV maps."""
    global _BOXCOORD
    if _BOXCOORD is not None:
        return _BOXCOORD
    g = bpy.data.node_groups.new("boxcoord", "ShaderNodeTree")
    g.outputs.new("NodeSocketVector", "Vector")
    n = g.nodes
    lk = g.links
    out = n.new("NodeGroupOutput")
    geo = n.new("ShaderNodeNewGeometry")
    sep = n.new("ShaderNodeSeparateXYZ")
    lk.new(geo.outputs["Position"], sep.inputs[0])
    nrm = n.new("ShaderNodeSeparateXYZ")
    lk.new(geo.outputs["Normal"], nrm.inputs[0])

    def absgt(sock):
        a = n.new("ShaderNodeMath")
        a.operation = "ABSOLUTE"
        lk.new(sock, a.inputs[0])
        gt = n.new("ShaderNodeMath")
        gt.operation = "GREATER_THAN"
        lk.new(a.outputs[0], gt.inputs[0])
        gt.inputs[1].default_value = 0.6
        return gt.outputs[0]

    mz = absgt(nrm.outputs["Z"])
    my = absgt(nrm.outputs["Y"])
    # u: x unless the face points along x (then y); v: y on horizontal faces, else z
    u = n.new("ShaderNodeMix")
    u.data_type = "FLOAT"
    mx = absgt(nrm.outputs["X"])
    lk.new(mx, u.inputs["Factor"])
    lk.new(sep.outputs["X"], u.inputs[2])
    lk.new(sep.outputs["Y"], u.inputs[3])
    v = n.new("ShaderNodeMix")
    v.data_type = "FLOAT"
    lk.new(mz, v.inputs["Factor"])
    lk.new(sep.outputs["Z"], v.inputs[2])
    lk.new(sep.outputs["Y"], v.inputs[3])
    comb = n.new("ShaderNodeCombineXYZ")
    lk.new(u.outputs[0], comb.inputs[0])
    lk.new(v.outputs[0], comb.inputs[1])
    # w: a per-face-orientation offset so different faces do not share the same pattern
    w = n.new("ShaderNodeMath")
    w.operation = "ADD"
    lk.new(my, w.inputs[0])
    lk.new(mz, w.inputs[1])
    lk.new(w.outputs[0], comb.inputs[2])
    lk.new(comb.outputs[0], out.inputs[0])
    _BOXCOORD = g
    return g


class MB:
    """Tiny node-tree builder for one material."""

    def __init__(self, name):
        self.m = bpy.data.materials.new(name)
        self.m.use_nodes = True
        self.nt = self.m.node_tree
        self.n = self.nt.nodes
        self.n.clear()
        self.out = self.n.new("ShaderNodeOutputMaterial")
        self.bsdf = self.n.new("ShaderNodeBsdfPrincipled")
        self.link(self.bsdf.outputs[0], self.out.inputs[0])

    def link(self, a, b):
        self.nt.links.new(a, b)

    def node(self, t, **kw):
        nd = self.n.new(t)
        for k, v in kw.items():
            setattr(nd, k, v)
        return nd

    def coord(self, scale=(1, 1, 1), rot=(0, 0, 0)):
        g = self.n.new("ShaderNodeGroup")
        g.node_tree = _boxcoord()
        mp = self.n.new("ShaderNodeMapping")
        mp.inputs["Scale"].default_value = scale
        mp.inputs["Rotation"].default_value = rot
        self.link(g.outputs[0], mp.inputs[0])
        return mp.outputs[0]

    def ramp(self, src, stops, interpolation="LINEAR"):
        r = self.n.new("ShaderNodeValToRGB")
        r.color_ramp.interpolation = interpolation
        els = r.color_ramp.elements
        els[0].position, els[0].color = stops[0]
        els[1].position, els[1].color = stops[-1]
        for p, c in stops[1:-1]:
            e = els.new(p)
            e.color = c
        self.link(src, r.inputs[0])
        return r.outputs[0]

    def bump(self, height_sock, strength=0.2, dist=0.01):
        b = self.n.new("ShaderNodeBump")
        b.inputs["Strength"].default_value = strength
        b.inputs["Distance"].default_value = dist
        self.link(height_sock, b.inputs["Height"])
        self.link(b.outputs[0], self.bsdf.inputs["Normal"])
        return b

    def set(self, **kw):
        names = {"color": "Base Color", "rough": "Roughness", "metal": "Metallic", "spec": "Specular",
                 "sheen": "Sheen", "coat": "Clearcoat", "coat_rough": "Clearcoat Roughness",
                 "trans": "Transmission", "emit": "Emission", "emit_strength": "Emission Strength",
                 "alpha": "Alpha"}
        for k, v in kw.items():
            self.bsdf.inputs[names[k]].default_value = v
        return self


def m_paint(col, rough=0.42, name="paint"):
    b = MB(name)
    b.set(color=col, rough=rough, spec=0.35)
    return b.m


def m_wood(light, dark, rough=0.45, plank=None, name="wood", scale=1.0, coat=0.0):
    """Wood grain along u (noise-distorted waves); plank=(length, width) adds floor boards."""
    b = MB(name)
    co = b.coord(scale=(1.2 * scale, 14 * scale, 1))
    wv = b.node("ShaderNodeTexWave")
    wv.inputs["Scale"].default_value = 3.0
    wv.inputs["Distortion"].default_value = 6.0
    wv.inputs["Detail"].default_value = 1.0
    wv.inputs["Detail Scale"].default_value = 1.5
    nz = b.node("ShaderNodeTexNoise")
    nz.inputs["Scale"].default_value = 4.0
    nz.inputs["Detail"].default_value = 2
    b.link(co, nz.inputs["Vector"])
    add = b.node("ShaderNodeVectorMath", operation="ADD")
    b.link(co, add.inputs[0])
    b.link(nz.outputs["Color"], add.inputs[1])
    b.link(add.outputs[0], wv.inputs["Vector"])
    col = b.ramp(wv.outputs["Fac"], [(0.0, dark), (0.45, light), (1.0, shade(light, 0.92))])
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
    """Marble-like stone: distorted noise veins over a soft cloudy base; speck adds fine grains."""
    b = MB(name)
    co = b.coord(scale=(0.9 * scale, 0.9 * scale, 0.9 * scale))
    nz = b.node("ShaderNodeTexNoise")
    nz.inputs["Scale"].default_value = 1.6
    nz.inputs["Detail"].default_value = 5
    nz.inputs["Roughness"].default_value = 0.6
    nz.inputs["Distortion"].default_value = 2.5
    b.link(co, nz.inputs["Vector"])
    sub = b.node("ShaderNodeMath", operation="SUBTRACT")
    b.link(nz.outputs["Fac"], sub.inputs[0])
    sub.inputs[1].default_value = 0.5
    ab = b.node("ShaderNodeMath", operation="ABSOLUTE")
    b.link(sub.outputs[0], ab.inputs[0])
    veins = b.ramp(ab.outputs[0], [(0.0, vein), (vein_w, base), (1.0, base)])
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


def m_metal(col, rough=0.25, name="metal"):
    b = MB(name)
    b.set(color=col, rough=rough, metal=1.0)
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


def m_view(kind="garden", strength=2.2, name="view"):
    """The outdoor view seen through windows: sky gradient over a band of soft greenery."""
    def build(nt, n):
        lk = nt.links
        em = n.new("ShaderNodeEmission")
        em.inputs[1].default_value = strength
        geo = n.new("ShaderNodeNewGeometry")
        sep = n.new("ShaderNodeSeparateXYZ")
        lk.new(geo.outputs["Position"], sep.inputs[0])
        # sky: pale warm near the horizon, soft blue higher up
        sky = n.new("ShaderNodeValToRGB")
        el = sky.color_ramp.elements
        el[0].position, el[0].color = 0.0, hexcol("#f4f1e6")
        el[1].position, el[1].color = 1.0, hexcol("#9fc3e2")
        e = el.new(0.45)
        e.color = hexcol("#d6e6f0")
        mz = n.new("ShaderNodeMapRange")
        mz.inputs[1].default_value = 1.2
        mz.inputs[2].default_value = 6.5
        lk.new(sep.outputs["Z"], mz.inputs[0])
        lk.new(mz.outputs[0], sky.inputs[0])
        # greenery: noisy canopy line whose height wanders along the view
        nz = n.new("ShaderNodeTexNoise")
        nz.inputs["Scale"].default_value = 0.45
        nz.inputs["Detail"].default_value = 8
        nz.inputs["Roughness"].default_value = 0.65
        lk.new(geo.outputs["Position"], nz.inputs["Vector"])
        top = {"garden": 3.4, "lake": 1.6, "pool": 2.6, "lanai": 3.0, "street": 3.0}.get(kind, 3.0)
        mh = n.new("ShaderNodeMath")
        mh.operation = "MULTIPLY_ADD"
        lk.new(nz.outputs["Fac"], mh.inputs[0])
        mh.inputs[1].default_value = 3.0
        mh.inputs[2].default_value = top - 1.5
        d = n.new("ShaderNodeMath")
        d.operation = "SUBTRACT"
        lk.new(mh.outputs[0], d.inputs[0])
        lk.new(sep.outputs["Z"], d.inputs[1])
        msk = n.new("ShaderNodeMapRange")
        msk.inputs[1].default_value = -0.05
        msk.inputs[2].default_value = 0.25
        lk.new(d.outputs[0], msk.inputs[0])
        leaf = n.new("ShaderNodeTexNoise")
        leaf.inputs["Scale"].default_value = 6
        leaf.inputs["Detail"].default_value = 6
        lk.new(geo.outputs["Position"], leaf.inputs["Vector"])
        green = n.new("ShaderNodeValToRGB")
        g = green.color_ramp.elements
        g[0].position, g[0].color = 0.3, hexcol("#5f7f4a")
        g[1].position, g[1].color = 0.7, hexcol("#b7c98f")
        lk.new(leaf.outputs["Fac"], green.inputs[0])
        mix = n.new("ShaderNodeMix")
        mix.data_type = "RGBA"
        lk.new(msk.outputs[0], mix.inputs["Factor"])
        lk.new(sky.outputs[0], mix.inputs[6])
        lk.new(green.outputs[0], mix.inputs[7])
        col = mix.outputs[2]
        if kind in ("lake", "pool"):
            # water / pool band near the bottom
            wl = n.new("ShaderNodeMapRange")
            wl.inputs[1].default_value = 0.9 if kind == "lake" else 0.6
            wl.inputs[2].default_value = 0.85 if kind == "lake" else 0.55
            lk.new(sep.outputs["Z"], wl.inputs[0])
            m2 = n.new("ShaderNodeMix")
            m2.data_type = "RGBA"
            lk.new(wl.outputs[0], m2.inputs["Factor"])
            lk.new(col, m2.inputs[6])
            m2.inputs[7].default_value = hexcol("#8fc0d0") if kind == "lake" else hexcol("#7fd0dd")
            col = m2.outputs[2]
        lk.new(col, em.inputs[0])
        return em.outputs[0]
    return node_material(name, build)


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
        else:
            raise ValueError(spec)
    elif k == "metal":
        metals = {"brass": ("#d9b26a", 0.22), "black": None, "steel": ("#c9cccf", 0.28),
                  "chrome": ("#e8eaec", 0.06), "bronze": ("#8a6a4a", 0.35), "nickel": ("#d8d2c6", 0.2)}
        if arg == "black":
            m = m_plain(hexcol("#1c1c1c"), rough=0.45, name="matteblack")
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


# ---------------------------------------------------------------------------------------------
# room shell

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
        """Bright outdoor backdrops behind every wall that has an opening (camera-visible only)."""
        W, D = self.W, self.D
        vm = m_view(self.view_kind)
        far = 5.0
        for wall, ops in self.openings.items():
            if not ops:
                continue
            if wall == "back":
                ob = box(-8, D + far, -3, W + 8, D + far + 0.1, 14, vm, name="view")
            elif wall == "front":
                ob = box(-8, -far - 0.1, -3, W + 8, -far, 14, vm, name="view")
            elif wall == "left":
                ob = box(-far - 0.1, -8, -3, -far, D + 8, 14, vm, name="view")
            else:
                ob = box(W + far, -8, -3, W + far + 0.1, D + 8, 14, vm, name="view")
            ray_only_camera(ob)
            # ground outside, so the view has a horizon below the greenery
            gm = mat("plain:#8fa06d:0.9")
            if wall == "back":
                gr = box(-8, D + 0.15, -0.2, W + 8, D + far, -0.05, gm, name="ground")
            elif wall == "front":
                gr = box(-8, -far, -0.2, W + 8, -0.15, -0.05, gm, name="ground")
            elif wall == "left":
                gr = box(-far, -8, -0.2, -0.15, D + 8, -0.05, gm, name="ground")
            else:
                gr = box(W + 0.15, -8, -0.2, W + far, D + 8, -0.05, gm, name="ground")
            ray_only_camera(gr)

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


# ---------------------------------------------------------------------------------------------
# lights, camera, render

def area_light(loc, rot, size, size_y, energy, color="#fff4e6", camera=False, glossy=False, name="area"):
    ld = bpy.data.lights.new(name, "AREA")
    ld.shape = "RECTANGLE"
    ld.size = size
    ld.size_y = size_y
    ld.energy = energy
    ld.color = hexcol(color)[:3]
    ob = bpy.data.objects.new(name, ld)
    ob.location = loc
    ob.rotation_euler = rot
    ob.visible_camera = camera
    ob.visible_glossy = glossy
    return link(ob)


def point_light(loc, energy, color="#ffd9a8", radius=0.05, name="pt"):
    ld = bpy.data.lights.new(name, "POINT")
    ld.energy = energy
    ld.shadow_soft_size = radius
    ld.color = hexcol(color)[:3]
    ob = bpy.data.objects.new(name, ld)
    ob.location = loc
    ob.visible_camera = False
    return link(ob)


def sun(elev_deg, azim_deg, strength=3.5, color="#fff1dc", angle=1.5):
    ld = bpy.data.lights.new("sun", "SUN")
    ld.energy = strength
    ld.angle = math.radians(angle)
    ld.color = hexcol(color)[:3]
    ob = bpy.data.objects.new("sun", ld)
    # the light shines along its local -Z; aim it from (azimuth, elevation) into the room
    el = math.radians(elev_deg)
    az = math.radians(azim_deg)
    d = Vector((math.cos(el) * math.sin(az), math.cos(el) * math.cos(az), math.sin(el)))  # towards the sun
    ob.rotation_euler = (-d).to_track_quat("-Z", "Y").to_euler()
    ob.visible_camera = False
    return link(ob)


def world(color="#dfe9f2", strength=0.35):
    w = bpy.data.worlds.new("world")
    w.use_nodes = True
    bg = w.node_tree.nodes["Background"]
    bg.inputs[0].default_value = hexcol(color)
    bg.inputs[1].default_value = strength
    # the sky reaches the room through the window lights; sampling the world from inside a
    # closed room would only add speckle, so it lights nothing directly
    w.cycles_visibility.diffuse = False
    w.cycles_visibility.glossy = False
    w.cycles_visibility.transmission = False
    bpy.context.scene.world = w
    return w


def camera(pos, yaw_deg=0.0, lens=22.0, shift_x=0.0, shift_y=0.0, pitch_deg=0.0):
    """Level camera (two-point perspective): yaw turns it left/right from looking along +y;
    framing up or down uses lens shift so verticals stay vertical."""
    cd = bpy.data.cameras.new("cam")
    cd.lens = lens
    cd.sensor_width = 36
    cd.sensor_fit = "HORIZONTAL"
    cd.shift_x = shift_x
    cd.shift_y = shift_y
    cd.clip_start = 0.05
    ob = bpy.data.objects.new("cam", cd)
    ob.location = pos
    ob.rotation_euler = (math.radians(90 + pitch_deg), 0, math.radians(-yaw_deg))
    link(ob)
    bpy.context.scene.camera = ob
    return ob


def render_settings(w, h, samples=96, exposure=0.0, look="Medium High Contrast", threshold=0.03,
                    bounces=2, fast_gi=False):
    sc = bpy.context.scene
    r = sc.render
    r.engine = "CYCLES"
    r.resolution_x = w
    r.resolution_y = h
    r.resolution_percentage = 100
    r.film_transparent = False
    r.threads_mode = "FIXED"
    r.threads = 2
    r.image_settings.file_format = "PNG"
    r.image_settings.color_depth = "16"
    r.image_settings.color_mode = "RGB"
    r.use_persistent_data = False
    cy = sc.cycles
    cy.device = "CPU"
    cy.samples = samples
    cy.use_adaptive_sampling = True
    cy.adaptive_threshold = threshold
    cy.adaptive_min_samples = 12
    cy.use_denoising = False
    cy.max_bounces = bounces + 2
    cy.diffuse_bounces = bounces
    cy.glossy_bounces = 1
    cy.transmission_bounces = 3
    cy.transparent_max_bounces = 8
    cy.volume_bounces = 0
    cy.caustics_reflective = False
    cy.caustics_refractive = False
    cy.blur_glossy = 1.0
    cy.sample_clamp_direct = 6.0
    cy.sample_clamp_indirect = 0.6
    cy.light_sampling_threshold = 0.01
    cy.use_fast_gi = fast_gi
    cy.fast_gi_method = "REPLACE"
    sc.world.light_settings.distance = 1.2
    cy.ao_bounces = 1
    cy.ao_bounces_render = 1
    cy.tile_size = 512
    cy.seed = R.randint(0, 10000)
    cy.filter_width = 1.5
    vs = sc.view_settings
    sc.display_settings.display_device = "sRGB"
    vs.view_transform = "Filmic"
    vs.look = look
    vs.exposure = exposure
    vs.gamma = 1.0
