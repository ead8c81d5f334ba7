/* The seam between the vshape pass's shape analysis and its other
   clients in plugin/ (the SOA analysis, predication): the shapes of the
   SSA values of one candidate loop and of its loads, valid while the
   pass handles that loop.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SHAPE_QUERY_H
#define VSHAPE_SHAPE_QUERY_H

extern "C" {
#include "shape.h"
}

class shape_query
{
public:
  /* The shape of SSA name NAME across the lanes of the candidate loop:
     Uniform for names defined outside it and for constants, Random for
     anything the analysis did not see.  */
  virtual vs_shape ssa_shape (tree name) const = 0;

  /* The candidate loop: its iterations are the lanes.  */
  virtual class loop *context_loop () const = 0;

  /* How the load of the candidate loop that defines SSA name LOADED
     reads memory across the lanes (VS_ACCESS_RANDOM: through an index);
     VS_ACCESS_NONE when LOADED is not defined by such a load.  */
  virtual vs_access_kind load_access (tree loaded) const = 0;

protected:
  ~shape_query () {}
};

#endif
