/* Locations kept in SSA values across a loop: the rewrite shared by the
   promotion behind checks (promote_loop.cc) and the omp simd arrays of
   vectorized loops (promote_simd_arrays.cc).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PROMOTE_REGISTERS_H
#define VSHAPE_PROMOTE_REGISTERS_H

/* A location a loop loads and stores at an address it does not
   change.  */
struct kept_location
{
  tree ref;
  tree value = NULL_TREE;	/* its SSA value, while rewriting */
  gphi *phi = NULL;
  bool loaded = false;		/* the loop reads it */
};

/* The locations of one loop and the statements that access them, all
   in BLOCK, which runs at every iteration before the loop's exit.  */
struct kept_block
{
  auto_vec<kept_location> locations;
  auto_vec<gimple *> accesses;	/* the locations' loads and stores */
  basic_block block = NULL;	/* where they are */
  location_t where = UNKNOWN_LOCATION;	/* of the stores at the exit */
};

/* The location of K that STMT loads or stores exactly, or -1.  */
int kept_location_of (const kept_block &k, gimple *stmt);

/* Keep K's locations in SSA values in LOOP, entered from PRE (a block
   of its own before the loop) and left by its single exit.  */
void keep_in_registers (class loop *loop, basic_block pre, kept_block &k,
			bool forward);

#endif
