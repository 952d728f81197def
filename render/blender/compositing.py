# Grain removal without smearing the surfaces. This Blender has no OpenImageDenoise, so the
# picture is put back together from Cycles' light passes in the compositor, smoothing only the
# light: diffuse light (direct + indirect) is divided from its surface colour by construction
# (Cycles keeps the colour in its own pass), smoothed with a bilateral filter that stops at every
# change of surface direction or colour, then multiplied by the untouched colour pass. Wood
# grain, stone veins, grout and edges stay as sharp as rendered; only path-tracing noise in the
# lighting goes. Glossy light gets a much smaller radius (reflections keep their shapes);
# transmission, emission and the sky are used as rendered.
import bpy

PASSES = ("diffuse_direct", "diffuse_indirect", "diffuse_color", "glossy_direct", "glossy_indirect",
          "glossy_color", "transmission_direct", "transmission_indirect", "transmission_color",
          "emit", "environment", "normal")


def _math(nt, op, a, b):
    n = nt.nodes.new("CompositorNodeMixRGB")
    n.blend_type = op
    n.inputs[0].default_value = 1.0
    nt.links.new(a, n.inputs[1])
    nt.links.new(b, n.inputs[2])
    return n.outputs[0]


def _smooth(nt, light, guide, sigma_space, iterations):
    bl = nt.nodes.new("CompositorNodeBilateralblur")
    bl.iterations = iterations
    bl.sigma_color = 0.3
    bl.sigma_space = sigma_space
    nt.links.new(light, bl.inputs["Image"])
    nt.links.new(guide, bl.inputs["Determinator"])
    return bl.outputs[0]


def light_pass_filter(sigma_space=6.0, iterations=2):
    sc = bpy.context.scene
    vl = bpy.context.view_layer
    for p in PASSES:
        setattr(vl, "use_pass_" + p, True)
    sc.use_nodes = True
    nt = sc.node_tree
    nt.nodes.clear()
    rl = nt.nodes.new("CompositorNodeRLayers")
    o = rl.outputs
    # the guide: surface direction (normals mapped to 0..1) plus surface colour, so the filter
    # never blends light across an edge, a corner or a change of material
    half = nt.nodes.new("CompositorNodeMixRGB")
    half.blend_type = "MIX"
    half.inputs[0].default_value = 0.5
    nt.links.new(o["Normal"], half.inputs[1])
    half.inputs[2].default_value = (1.0, 1.0, 1.0, 1.0)
    guide = _math(nt, "ADD", half.outputs[0], o["DiffCol"])
    diffuse = _math(nt, "MULTIPLY", _smooth(nt, _math(nt, "ADD", o["DiffDir"], o["DiffInd"]), guide, sigma_space, iterations),
                    o["DiffCol"])
    glossy = _math(nt, "MULTIPLY", _smooth(nt, _math(nt, "ADD", o["GlossDir"], o["GlossInd"]), guide, 1.5, 1), o["GlossCol"])
    trans = _math(nt, "MULTIPLY", _math(nt, "ADD", o["TransDir"], o["TransInd"]), o["TransCol"])
    total = _math(nt, "ADD", _math(nt, "ADD", diffuse, glossy), _math(nt, "ADD", trans, _math(nt, "ADD", o["Emit"], o["Env"])))
    comp = nt.nodes.new("CompositorNodeComposite")
    comp.use_alpha = False
    nt.links.new(total, comp.inputs["Image"])
