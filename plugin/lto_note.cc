/* The note of a compilation whose vectorization GCC defers to the link.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "lto_note.h"
#include "plugin_options.h"

namespace {

/* The flags that load the plugin with the arguments it was given,
   blank-separated (GCC's own spelling), set once by
   vshape_note_lto_link_flags.  */
std::string link_flags;

/* At the start of the unit: the note, when this compilation writes LTO
   objects (the front end's run, not lto1's) and optimizes.  */
void
note_at_start (void *, void *)
{
  if (!flag_lto || in_lto_p || !optimize || !vshape_opts.lto_note)
    return;
  inform (UNKNOWN_LOCATION,
	  "vshape: with %<-flto%> GCC vectorizes at link time, where the "
	  "plugin is loaded only if the link command has it too: add %qs "
	  "there", link_flags.c_str ());
}

} // namespace

void
vshape_note_lto_link_flags (const struct plugin_name_args *info)
{
  link_flags = std::string ("-fplugin=") + info->full_name;
  for (int i = 0; i < info->argc; i++)
    {
      link_flags += std::string (" -fplugin-arg-") + info->base_name + "-"
		    + info->argv[i].key;
      if (info->argv[i].value)
	link_flags += std::string ("=") + info->argv[i].value;
    }
  register_callback (info->base_name, PLUGIN_START_UNIT, note_at_start, NULL);
}
