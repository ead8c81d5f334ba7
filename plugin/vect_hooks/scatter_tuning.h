/* Scatter instructions for the vectorizer where the tuning keeps them
   off, in functions whose scattered stores the vls pass may group, and
   none where a copy behind a check of distinct indices would scatter.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SCATTER_TUNING_H
#define VSHAPE_SCATTER_TUNING_H

/* Watch the passes of PLUGIN_NAME's compilations: while the vectorizer
   runs on a function that qualifies (scatter_tuning.cc), the
   tuning's scatter flags are on; or off, in a function whose loops
   COPY_P names (copies behind a check of distinct indices, and stock's
   loops beside them) are the only ones that could scatter.  For the
   vls pass with its cost client only.  Nothing under GCC 11 and 12,
   whose tunings have no such flags.  */
void vls_scatter_tuning_install (const char *plugin_name,
				 bool (*copy_p) (function *,
						 const class loop *));

/* Whether the vectorizer now runs with scatters the tuning keeps off:
   the cost client then refuses each way of vectorizing a loop that
   leaves a scatter out of the groups the vls pass will make.  */
bool vls_scatters_opened_p ();

/* Whether the passes are watched, so that the scatter flags a tuning
   keeps on go off for the vectorizer in the functions of copies behind
   a check of distinct indices where -mtune-ctrl names none.  */
bool vls_scatter_tuning_closes_p ();

#endif
