/* The cost client's notes, which the vls pass prints in its dump: one
   line per way of vectorizing a loop whose gathers, predicated price or
   scatters the client weighed, and lines other hooks add (the scatter
   tuning).  They belong to the function the vectorizer last priced.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_COST_NOTES_H
#define VSHAPE_COST_NOTES_H

/* Write to F (when not NULL) what the client noted while the vectorizer
   priced the loops of FUN, one line per way of vectorizing a loop that
   had gathers.  */
void vls_cost_client_flush (function *fun, FILE *f);

/* Whether the client weighed, in the current function, the gathers or
   the predicated price of a way of vectorizing a loop at WHERE (its
   vshape_loop_position): its note says what it found.  */
bool vls_cost_client_priced_loop_p (const char *where);

/* Add TEXT (malloc'd; the client frees it) to the current function's
   notes, which the vls dump prints.  */
void vls_cost_client_note_function (char *text);

#endif
