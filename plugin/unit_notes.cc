/* End-of-file notes in the plugin's dumps.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "unit_notes.h"

namespace {

struct watched_pass
{
  opt_pass *pass;
  bool saw_loops;
};

/* The plugin has two passes; one slot each.  */
watched_pass watched[2];
unsigned n_watched;

/* PLUGIN_FINISH_UNIT: write the note of each pass that saw no loop.  */
void
finish_unit (void *, void *)
{
  if (optimize == 0)
    return;
  for (unsigned i = 0; i < n_watched; i++)
    {
      if (watched[i].saw_loops)
	continue;
      FILE *f = dump_begin (watched[i].pass->static_pass_number, NULL);
      if (!f)
	continue;
      fprintf (f, ";; %s: no loops in %s\n", watched[i].pass->name,
	       main_input_filename);
      dump_end (watched[i].pass->static_pass_number, f);
    }
}

} // namespace

void
vshape_watch_pass_for_unit_note (const char *plugin_name, opt_pass *pass)
{
  gcc_assert (n_watched < ARRAY_SIZE (watched));
  watched[n_watched++] = { pass, false };
  if (n_watched == 1)
    register_callback (plugin_name, PLUGIN_FINISH_UNIT, finish_unit, NULL);
}

void
vshape_unit_saw_loops (const char *name)
{
  for (unsigned i = 0; i < n_watched; i++)
    if (strcmp (watched[i].pass->name, name) == 0)
      watched[i].saw_loops = true;
}
