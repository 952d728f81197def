# The camera (level, two-point perspective) and Cycles' render settings.
import math

import bpy

from scene import R, link


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


def render_settings(w, h, samples=48, exposure=0.0, look="Medium High Contrast", threshold=0.02,
                    time_limit=0):
    """Cycles on one CPU thread at the final size: adaptive sampling stops each pixel once its
    noise is below threshold, so flat walls cost fewer samples than shadowed corners;
    time_limit (seconds, 0 = none) caps one picture."""
    sc = bpy.context.scene
    r = sc.render
    r.engine = "CYCLES"
    r.resolution_x = w
    r.resolution_y = h
    r.resolution_percentage = 100
    r.film_transparent = False
    r.threads_mode = "FIXED"
    r.threads = 1
    r.image_settings.file_format = "PNG"
    r.image_settings.color_depth = "16"
    r.image_settings.color_mode = "RGB"
    r.use_persistent_data = False
    cy = sc.cycles
    cy.device = "CPU"
    cy.samples = samples
    cy.time_limit = time_limit
    cy.use_adaptive_sampling = True
    cy.adaptive_threshold = threshold
    cy.adaptive_min_samples = 16
    cy.use_denoising = False
    # light bounces between white walls; a low count shows as dark, blotchy corners
    cy.max_bounces = 8
    cy.diffuse_bounces = 4
    cy.glossy_bounces = 3
    cy.transmission_bounces = 4
    cy.transparent_max_bounces = 8
    cy.volume_bounces = 0
    cy.caustics_reflective = False
    cy.caustics_refractive = False
    cy.blur_glossy = 0.5
    cy.sample_clamp_direct = 0.0
    cy.sample_clamp_indirect = 3.0
    cy.light_sampling_threshold = 0.01
    cy.use_fast_gi = False
    cy.tile_size = 512
    cy.seed = R.randint(0, 10000)
    cy.filter_width = 1.5
    vs = sc.view_settings
    sc.display_settings.display_device = "sRGB"
    vs.view_transform = "Filmic"
    vs.look = look
    vs.exposure = exposure
    vs.gamma = 1.0
