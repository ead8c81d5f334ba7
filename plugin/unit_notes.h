/* End-of-file notes in the plugin's dumps: GCC runs loop passes only on
   functions with loops, so a file without any would otherwise leave an
   empty dump.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_UNIT_NOTES_H
#define VSHAPE_UNIT_NOTES_H

/* Watch PASS: at the end of the translation unit, if it never ran, its
   dump (when enabled) gets the line ";; NAME: no loops in FILE".  */
void vshape_watch_pass_for_unit_note (const char *plugin_name, opt_pass *pass);

/* Record that the pass named NAME ran on a function with loops.  */
void vshape_unit_saw_loops (const char *name);

#endif
