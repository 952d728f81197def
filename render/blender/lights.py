# Lights: area and point lamps, the sun and the world background.
import math

import bpy
from mathutils import Vector

from scene import hexcol, link


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


def sun(elev_deg, azim_deg, strength=3.5, color="#fff1dc", angle=2.5):
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


def world(sun_elev=38.0, sun_azim=200.0, strength=0.6):
    """A physical (Nishita) daylight sky, seen through the windows and in reflections. It lights
    nothing diffusely: the window lights stand in for it inside the room (sampling the sky
    through small openings only adds grain), and the sun lamp carries the direct sunlight."""
    w = bpy.data.worlds.new("world")
    w.use_nodes = True
    n = w.node_tree.nodes
    sky = n.new("ShaderNodeTexSky")
    sky.sky_type = "NISHITA"
    sky.sun_disc = False
    sky.sun_elevation = math.radians(sun_elev)
    sky.sun_rotation = math.radians(sun_azim)
    sky.air_density = 1.0
    sky.dust_density = 1.5
    bg = n["Background"]
    w.node_tree.links.new(sky.outputs[0], bg.inputs[0])
    bg.inputs[1].default_value = strength
    w.cycles_visibility.diffuse = False
    w.cycles_visibility.transmission = False
    bpy.context.scene.world = w
    return w
