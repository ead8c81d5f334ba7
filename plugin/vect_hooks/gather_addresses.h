/* Addresses through an index put in the form the vectorizer reads as a
   gather, in the loops if-conversion made for it, just before it runs.

   Two forms hide a gather.  If-conversion computes the address of a
   read or write it masks in integers, (T *) ((uintptr) P + OFF), which
   the vectorizer does not follow back to P and OFF: it becomes
   (T *) (P + OFF), the same address.  And an offset (sizetype) J * S
   of a masked read or write whose S no gather instruction scales by
   (24, the three doubles of f[j][0..2]) becomes
   ((sizetype) J * (S / E)) * E with E the largest of 8, 4 and 2
   dividing S: the same value, and the vectorizer takes E as the scale
   and J * (S / E) as the offsets (without, it refuses the masked
   gathers and scatters, which it cannot emulate; unmasked ones it
   emulates, and the vls pass groups those).  Only the if-converted
   copy of an omp simd loop changes (its lanes need no proof of
   independence): where the vectorizer does not take it, GCC drops
   it.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_GATHER_ADDRESSES_H
#define VSHAPE_GATHER_ADDRESSES_H

/* Watch the passes of PLUGIN_NAME's compilations: as the vectorizer
   starts on a function, its if-converted loops' addresses are
   rewritten as above, and the vls dump says how many.  */
void vls_gather_addresses_install (const char *plugin_name);

/* The masked loads and stores of LOOP, an if-converted loop, through
   an offset computed from a value LOOP loads (in pointers or still in
   integers): the accesses GCC can make only with gather and scatter
   instructions.  */
unsigned vls_masked_indexed_accesses (class loop *loop);

#endif
