/* Gathers from a small table held in registers.  A gather whose lanes
   read elements of one array variable of at most two vector registers'
   worth (a per-type parameter table: eps[ti + tj]) becomes a variable
   permutation of the table's registers, loaded once before the
   outermost loop of the nest that stores nothing to the table.  The
   lanes' indices must stay inside the array (any other index is outside
   the object, undefined in C and C++), so no check is needed; reading
   the whole array reads nothing outside it.  Emulated gathers and
   64-byte gather instructions are replaced; narrower gather
   instructions measured faster than the permutation and stay.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_TABLE_LOOKUP_H
#define VSHAPE_VLS_TABLE_LOOKUP_H

#include "vls_access.h"

/* How the vls pass reads a gather from a table in registers.  */
struct vls_table_read
{
  tree decl;			/* the array */
  class loop *at;		/* its registers are loaded before this loop */
  unsigned count;		/* registers (1 or 2) */
  unsigned elems;		/* the array's elements */
  HOST_WIDE_INT first;		/* the element the lanes' index 0 reads */
  bool widen;			/* the index is half an element's width */
};

/* Whether the vls pass reads the gather G, whose result is a VECTYPE,
   from its table in registers; then *T says how.  Otherwise *WHY (when
   WHY is not NULL) says why a small table stays a gather, or is empty
   where G reads no small table.  G may also be a scalar load the
   vectorizer will make such a gather (the cost client's view).  */
bool vls_table_read_p (const vls_access &g, tree vectype,
		       vls_table_read *t, const char **why);

/* Forget the registers loaded for the previous function's tables:
   called as the vls pass starts on a function.  */
void vls_forget_tables ();

/* Make the gathers of BB from small tables permutations of the tables'
   registers; the SSA names the replaced gathers used go to DEAD.
   Lines to DUMP when not NULL.  Returns how many gathers changed.  */
unsigned vls_keep_tables_in_registers (basic_block bb, bitmap dead,
				       FILE *dump);

#endif
