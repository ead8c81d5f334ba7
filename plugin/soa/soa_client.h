/* The SOA analysis and rewrite of the private arrays of one SIMD loop,
   run by the vshape pass once the loop's shapes are known.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SOA_CLIENT_H
#define VSHAPE_SOA_CLIENT_H

class shape_query;

/* What the SOA client may do, decided by the vshape pass from the
   plugin's options (soa=off, analyze, on).  */
struct soa_policy
{
  bool analyse;			/* find the private arrays and report them */
  bool rewrite;			/* rewrite the safe and profitable ones */
};

/* For the context loop of SHAPES, under POLICY: reports each private
   array in the vshape dump (verdict, and per access its SOA and AOS
   shapes) and, when the policy allows, rewrites the safe and profitable
   ones to the SOA layout when the loop has no inner loop.  */
void vshape_soa_loop (const shape_query &shapes, const soa_policy &policy);

#endif
