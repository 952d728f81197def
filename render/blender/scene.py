# Scene basics for the Blender renderer: the seeded random source every builder draws from,
# resetting Blender to an empty scene, linking new objects, and sRGB hex colours.
# Coordinates: metres, the room spans x 0..W (left to right), y 0..D (front to back), z 0..H.
import random

import bpy

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


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    sc = bpy.context.scene
    return sc


def link(obj):
    bpy.context.scene.collection.objects.link(obj)
    return obj
