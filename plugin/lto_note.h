/* The note of a compilation whose vectorization GCC defers to the link
   (-flto): the plugin must be loaded there too, and GCC records no
   -fplugin in its LTO objects for the link to take over.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_LTO_NOTE_H
#define VSHAPE_LTO_NOTE_H

/* Have the plugin INFO note, once at the start of a compilation that
   writes LTO objects for an optimizing link, the exact flags to add to
   the link command.  Silent in the link itself and at -O0.  */
void vshape_note_lto_link_flags (const struct plugin_name_args *info);

#endif
