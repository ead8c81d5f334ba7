/* The private arrays of a SIMD loop that could take the structure-of-
   arrays layout, and every use of each: GCC's "omp simd array"
   temporaries T D[max_vf] and T D[max_vf][N], indexed D[lane][k] with
   lane = .GOMP_SIMD_LANE (simduid).  An array of structs of scalar
   fields is one private per field, each with the accesses D[lane][k].F
   of its field.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SOA_PRIVATES_H
#define VSHAPE_SOA_PRIVATES_H

/* C headers of the core; shape.h first, so that later includes of it
   (shape_query.h) see C linkage too.  */
extern "C" {
#include "shape.h"
#include "soa_decision.h"
}

/* One load or store of one element: *REF is D[LANE][INDEX] (or D[LANE]
   for a private scalar, INDEX then NULL_TREE; D[LANE][INDEX].F for the
   field F of an array of structs), operand of STMT.  */
struct soa_access
{
  gimple *stmt;
  tree *ref;
  tree lane;
  tree index;
  bool in_loop;			/* STMT is in the SIMD loop */
  vs_soa_shape soa;		/* in_loop only */
  vs_shape aos;			/* in_loop only */
};

struct soa_private
{
  tree decl;			/* the omp simd array */
  tree field;			/* for an array of structs: the one field
				   this private stands for, else NULL_TREE */
  tree type;			/* the type of one lane's copy */
  tree elem_type;		/* its scalar element type */
  unsigned HOST_WIDE_INT nelts;	/* elements of one copy; 0 for a scalar */
  unsigned HOST_WIDE_INT max_vf;	/* copies: the outer dimension */
  vs_soa_verdict verdict;
  gimple *escape_stmt;		/* where the first escape is */
  vec<soa_access> accesses;
};

class shape_query;

/* Finds the omp simd arrays used in the context loop of SHAPES and
   classifies every use of each in the whole function into PRIVATES, with
   their SOA and AOS shapes.  The caller releases the vectors with
   soa_privates_release.  */
void soa_find_privates (const shape_query &shapes, vec<soa_private> *privates);

void soa_privates_release (vec<soa_private> *privates);

#endif
