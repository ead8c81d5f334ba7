/* What the plugin changed in each function: the rewrites it made (an
   undone one too: its SSA names can move GCC's later choices), the
   vectorizer's prices it moved, and the tuning it opened.  A function with none is compiled
   as stock GCC compiles it, byte for byte; the vls dump says which
   (the testsuite's vshape.same compares those functions' assembly with
   stock's).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_FUNCTION_CHANGES_H
#define VSHAPE_FUNCTION_CHANGES_H

/* The kinds of change, as bits.  */
enum vshape_change
{
  VSHAPE_CHANGE_PROMOTE = 1 << 0,	/* accumulators kept in registers */
  VSHAPE_CHANGE_PREDICATE = 1 << 1,	/* a branch predicated */
  VSHAPE_CHANGE_SOA = 1 << 2,		/* a private array laid out anew */
  VSHAPE_CHANGE_INDEX = 1 << 3,		/* an index kept narrow or widened */
  VSHAPE_CHANGE_ADDRESSES = 1 << 4,	/* if-converted addresses */
  VSHAPE_CHANGE_COSTS = 1 << 5,		/* a price the vectorizer got */
  VSHAPE_CHANGE_TUNING = 1 << 6,	/* scatters opened to the vectorizer */
  VSHAPE_CHANGE_VLS = 1 << 7,		/* vector code rewritten after vect */
  VSHAPE_CHANGE_DISTINCT = 1 << 8	/* a loop versioned on its indices */
};

/* Records a change of kind WHAT in FUN.  */
void vshape_note_change (function *fun, enum vshape_change what);

/* Prints to DUMP (when not NULL) the line that tells whether the plugin
   changed FUN, and which kinds.  */
void vshape_report_changes (function *fun, FILE *dump);

/* True if the plugin changed FUN; forgets FUN's record.  The
   store-order pass, the last to ask, calls it.  */
bool vshape_take_changes (function *fun);

#endif
