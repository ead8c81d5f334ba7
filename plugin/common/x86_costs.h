/* x86 costs of the instructions the VLS and SOA clients compare, from
   the tuning table GCC itself uses (ix86_cost), with measured
   corrections (the calibration profile's, else the built-in ones of
   src/profile/builtin_corrections.c); all in COSTS_N_INSNS units (4 per
   instruction).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_X86_COSTS_H
#define VSHAPE_X86_COSTS_H

#include <stdint.h>

/* An emulated gather of NELEMS elements at the tables' price, and a
   scatter with the built-in corrections.  */
int64_t x86_cost_emulated_gather (unsigned nelems, unsigned elem_size);
int64_t x86_cost_scatter (unsigned nelems, unsigned elem_size);
/* A gather or scatter instruction of NELEMS elements, under a mask or
   not, as the VLS groups weigh it against their sequences: with the
   calibration profile's corrections where one applies (it measured
   exactly that), else the built-in ones.  */
int64_t x86_cost_group_gather (unsigned nelems, unsigned elem_size,
			       bool masked);
int64_t x86_cost_group_scatter (unsigned nelems, unsigned elem_size,
				bool masked);
/* An emulated gather as the VLS groups weigh it, with the tuning's
   measured correction; x86_cost_emulated_gather is the tables' price,
   which the vectorizer's decision to vectorize follows.  */
int64_t x86_cost_group_emulated_gather (unsigned nelems, unsigned elem_size);
/* The part of an emulated gather's cost that makes the addresses of its
   NELEMS lanes from the index vector, shared by emulated gathers at the
   same index lanes.  */
int64_t x86_cost_emulated_indices (unsigned nelems);
/* A gather of NELEMS elements in the form the vectorizer would use for
   this tuning: the instruction, or its emulation.  */
int64_t x86_cost_vectorizer_gather (unsigned nelems, unsigned elem_size);
/* GCC's emulated scatter of NELEMS elements, each element stored from
   the vector register, without the extraction of the lanes' pointers
   (x86_cost_emulated_indices).  */
int64_t x86_cost_emulated_scatter (unsigned nelems, unsigned elem_size);
/* Unaligned vector loads and stores of BYTES bytes; a store taken from
   a register at byte FROM.  */
int64_t x86_cost_load (unsigned bytes);
int64_t x86_cost_store (unsigned bytes, unsigned from);

/* How an element a predicated loop reads through an index is read.  */
enum x86_indexed_read
{
  X86_READ_GATHERED,		/* by a gather instruction */
  X86_READ_EMULATED,		/* by a scalar load of GCC's emulation */
  X86_READ_GROUPED		/* by a VLS group's lane load */
};

/* What each element a predicated loop of VECTOR_BYTES-byte vectors
   reads through an index, as HOW says, costs beyond the tables' price,
   in percent of a scalar load, for the current tuning, as the
   calibration profile or the built-in corrections
   (src/profile/builtin_corrections.c) have it; a gathered element's
   grows by the indexed-load step for each of the loop's GATHERED_READS
   (reads made with gather instructions) beyond the first.  */
int x86_indexed_element_percent (x86_indexed_read how,
				 unsigned vector_bytes,
				 unsigned gathered_reads);
/* What a SOA sweep of a private's writes in VECTOR_BYTES-byte vectors
   costs in percent of its price, as the calibration profile or the
   built-in corrections have it.  */
unsigned x86_sweep_percent (unsigned vector_bytes);
/* One lane's address from its index.  */
int64_t x86_cost_lane_address (void);
/* What a masked lane's load or store adds to it.  */
int64_t x86_cost_masked_access (void);
/* A two-input shuffle with constant MASK, a concat of two halves, and
   any other simple vector operation (compare, blend, add).  */
int64_t x86_cost_shuffle (unsigned nelems, unsigned elem_size,
			  const unsigned *mask);
int64_t x86_cost_concat (unsigned half_bytes);
int64_t x86_cost_vector_op (void);
/* The largest vector the vectorizer uses, in bytes; the size it prefers
   for loops (256 bits under -mprefer-vector-width=256, as most AVX-512
   tunings ask); the vector registers there are.  */
unsigned x86_max_vector_bytes (void);
unsigned x86_preferred_vector_bytes (void);
unsigned x86_vector_registers (void);
/* The current function's tuning, by GCC's name of it ("znver4").  */
const char *x86_tuning_name (void);
/* Whether the current tuning is for one vendor's CPUs, Intel's
   (builtin_corrections.h): a rewrite measured on Intel's CPUs alone
   decides there, not where the code may run on AMD's.  */
bool x86_tuning_for_intel_only (void);
/* Whether the tuning lets the vectorizer use gather instructions at
   every number of elements (2, 4 and 8 and more): where it does not,
   GCC emulates the gathers, but no masked one.  */
bool x86_tune_gathers_p ();

/* Whether the vectorizer may store through scatter instructions at
   every number of elements: AVX-512, and a tuning that does not keep
   them off (znver4 and znver5 do, from GCC 13 on).  */
bool x86_tune_scatters_p ();

/* Whether the user's -mtune-ctrl names a flag whose name holds WORD
   ("gather", "scatter"): the user's choice of those flags stands.  */
bool x86_tune_ctrl_names (const char *word);

#endif
