# Node-tree toolkit for procedural materials: box coordinates that run the right way on every
# axis-aligned face (no UV maps needed) and MB, a small builder for one Principled material.
import bpy

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

    def bent(self, co, noise_co, amount, scale, detail, roughness=0.5):
        """co offset by fractal noise (read at noise_co) times amount, so that lines drawn along
        co (grain, veins) wander instead of running straight."""
        nz = self.node("ShaderNodeTexNoise")
        nz.inputs["Scale"].default_value = scale
        nz.inputs["Detail"].default_value = detail
        nz.inputs["Roughness"].default_value = roughness
        self.link(noise_co, nz.inputs["Vector"])
        bend = self.node("ShaderNodeVectorMath", operation="SCALE")
        bend.inputs["Scale"].default_value = amount
        self.link(nz.outputs["Color"], bend.inputs[0])
        add = self.node("ShaderNodeVectorMath", operation="ADD")
        self.link(co, add.inputs[0])
        self.link(bend.outputs[0], add.inputs[1])
        return add.outputs[0]

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
