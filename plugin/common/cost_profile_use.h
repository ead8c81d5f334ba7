/* The calibration profile the plugin's x86 costs follow, when there is
   one for this GCC and tuning (src/profile/cost_profile.h gives its
   form; vshape-calibrate writes it).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_COST_PROFILE_USE_H
#define VSHAPE_COST_PROFILE_USE_H

extern "C" {
#include "cost_profile.h"
}

/* Find and read the profile: the file ARG names (the profile=FILE
   argument; "none" for the built-in corrections alone), else the one
   $VSHAPE_PROFILE names, else, once the tuning is known, the one for
   this GCC version (BASEVER) and tuning in the user's configuration
   folder.  A profile that cannot be read or is malformed is an error; a
   profile for another GCC version or tuning is set aside with a note.
   False after an error.  PLUGIN_NAME registers the check of the
   tuning at the start of each unit.  */
bool vshape_load_cost_profile (const char *plugin_name, const char *arg,
			       const char *basever);

/* The percentage of the tables' price the profile gives correction C,
   for the tuning of the function being compiled; 0 when no profile
   applies or it has no such correction.  */
int vshape_profile_percent (enum vs_profile_correction c);

/* For dumps: the file of the profile that applies to the function being
   compiled and its corrections, or NULL.  */
const char *vshape_profile_in_use (void);

#endif
