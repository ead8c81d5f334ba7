/* The SOA analysis and rewrite of the private arrays of one SIMD loop,
   run by the vshape pass once the loop's shapes are known.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SOA_CLIENT_H
#define VSHAPE_SOA_CLIENT_H

class shape_query;

/* For the context loop of SHAPES: reports each private array in the
   vshape dump (verdict, and per access its SOA and AOS shapes) and, with
   soa=on, rewrites the safe and profitable ones to the SOA layout when
   the loop has no inner loop.
   Does nothing with soa=off.  */
void vshape_soa_loop (const shape_query &shapes);

#endif
