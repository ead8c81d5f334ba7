/* Scatter instructions for the vectorizer where the tuning keeps them
   off, in functions whose scattered stores the vls pass may group.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SCATTER_TUNING_H
#define VSHAPE_SCATTER_TUNING_H

/* Watch the passes of PLUGIN_NAME's compilations: while the vectorizer
   runs on a function that qualifies (scatter_tuning.cc), the
   tuning's scatter flags are on.  For the vls pass with its cost client
   only.  Nothing under GCC 11 and 12, whose tunings have no such
   flags.  */
void vls_scatter_tuning_install (const char *plugin_name);

/* Whether the vectorizer now runs with scatters the tuning keeps off:
   the cost client then refuses each way of vectorizing a loop that
   leaves a scatter out of the groups the vls pass will make.  */
bool vls_scatters_opened_p ();

#endif
