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
