# Geometry helpers: meshes from vertices, boxes, cylinders, spheres, tubes along polylines,
# booleans, and camera-only visibility.
import math

import bmesh
import bpy
from mathutils import Matrix

from scene import link


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


def leaf(base, azimuth, elevation, length, width, m, droop=0.35, fold=0.25, name="leaf"):
    """One pointed leaf blade growing from base: it leaves at (azimuth, elevation) radians, bends
    down along its length (droop, a fraction of the length) and folds along its midrib (fold, a
    fraction of the width), so it catches light like a real leaf instead of a flat disc."""
    ca, sa = math.cos(azimuth), math.sin(azimuth)
    ce, se = math.cos(elevation), math.sin(elevation)
    fwd = (ca * ce, sa * ce, se)
    side = (-sa, ca, 0.0)
    steps = 7
    verts, faces = [], []
    for i in range(steps + 1):
        t = i / steps
        w = width * 0.5 * math.sin(math.pi * t ** 0.75)  # widest a third of the way, pointed tip
        cx = base[0] + fwd[0] * length * t
        cy = base[1] + fwd[1] * length * t
        cz = base[2] + fwd[2] * length * t - droop * length * t * t
        verts.append((cx - side[0] * w, cy - side[1] * w, cz - fold * w))
        verts.append((cx, cy, cz))
        verts.append((cx + side[0] * w, cy + side[1] * w, cz - fold * w))
    for i in range(steps):
        a, b = 3 * i, 3 * (i + 1)
        faces.append((a, a + 1, b + 1, b))
        faces.append((a + 1, a + 2, b + 2, b + 1))
    return mesh_obj(name, verts, faces, m, smooth=True)
