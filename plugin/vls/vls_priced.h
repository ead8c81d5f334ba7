/* The gathers the cost client priced inside a group while the
   vectorizer priced the current function's loops: the vls pass rewrites
   exactly those groups, so that the two take one decision
   (vls_group_pays).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_PRICED_H
#define VSHAPE_VLS_PRICED_H

/* Note that the scalar load STMT of the current function was priced
   inside a group, as a gather of LANES lanes (the notes of an earlier
   function are forgotten).  */
void vls_note_priced_load (gimple *stmt, unsigned lanes);

/* Whether the client priced, in the current function, the scalar load
   at the place of STMT (a gather the vectorizer made of it) inside a
   group, as a gather of LANES lanes.  */
bool vls_cost_client_priced_p (gimple *stmt, unsigned lanes);

#endif
