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

/* Make the gathers of BB from small tables permutations of the tables'
   registers; the SSA names the replaced gathers used go to DEAD.
   Lines to DUMP when not NULL.  Returns how many gathers changed.  */
unsigned vls_keep_tables_in_registers (basic_block bb, bitmap dead,
				       FILE *dump);

#endif
