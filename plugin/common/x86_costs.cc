/* x86 costs of gathers, scatters, unaligned loads and stores and
   shuffles, from the tuning table GCC itself uses (ix86_cost), so
   -mtune changes them alike.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "x86_costs.h"
#include "cost_profile_use.h"
extern "C" {
#include "builtin_corrections.h"
}

/* Index into the tuning tables' 32/64/128/256/512-bit entries.  */
static unsigned
size_index (unsigned bytes)
{
  unsigned i = 0;
  while (i < 4 && (4u << i) < bytes)
    i++;
  return i;
}

/* The tuning tables give gathers, loads and register-file moves in
   units of half an instruction and ALU or shuffle operations in
   COSTS_N_INSNS units (4 per instruction, rtl.h); this brings the
   former to the latter, as GCC's vectorizer cost hook does
   (COSTS_N_INSNS (units) / 2), so that both can be summed.  */
static int64_t
half_insns (int units)
{
  return (int64_t) units * 4 / 2;
}

const char *
x86_tuning_name (void)
{
  return processor_names[ix86_tune];
}

bool
x86_tuning_for_intel_only (void)
{
  return vs_tuning_vendors (x86_tuning_name ()) == VS_VENDOR_INTEL;
}

bool
x86_tune_ctrl_names (const char *word)
{
  return ix86_tune_ctrl_string && strstr (ix86_tune_ctrl_string, word);
}

/* The built-in percentage of KIND for this tuning and vectors of BYTES
   bytes (builtin_corrections.h); UNMEASURED stands for a vendor without
   a row.  */
static int
builtin_percent (vs_profile_correction kind, unsigned bytes,
		 int unmeasured = 100)
{
  return vs_builtin_percent (x86_tuning_name (), kind, bytes, unmeasured);
}

/* COST of an operation on BYTES bytes with the built-in correction of
   KIND.  */
static int64_t
corrected (int64_t cost, vs_profile_correction kind, unsigned bytes)
{
  return cost * builtin_percent (kind, bytes) / 100;
}

/* COST with the calibration profile's correction of KIND where a
   profile applies and has it, else with the built-in one.  */
static int64_t
profile_corrected (int64_t cost, vs_profile_correction kind, unsigned bytes)
{
  int percent = vshape_profile_percent (kind);
  if (percent)
    return cost * percent / 100;
  return corrected (cost, kind, bytes);
}

/* The calibration profile's percentage of KIND, else of COARSER, the
   kind KIND refines (a profile measured the coarser kind's cases, which
   hold KIND's too); 0 where no profile applies or it has neither.  */
static int
profile_percent_refining (vs_profile_correction kind,
			  vs_profile_correction coarser)
{
  if (int measured = vshape_profile_percent (kind))
    return measured;
  return vshape_profile_percent (coarser);
}

/* The tables' price of a gather instruction of NELEMS elements.  */
static int64_t
gather_table_price (unsigned nelems)
{
  return half_insns (ix86_cost->gather_static
		     + ix86_cost->gather_per_elt * (int) nelems);
}

/* A gather instruction of NELEMS elements of ELEM_SIZE bytes: the
   vectorizer's price, with the tuning's built-in correction.  */
static int64_t
x86_cost_gather (unsigned nelems, unsigned elem_size)
{
  return corrected (gather_table_price (nelems), VS_PROFILE_GATHER,
		    nelems * elem_size);
}

/* The same as the VLS groups weigh it, under a mask or not: the
   calibration profile measured these.  */
int64_t
x86_cost_group_gather (unsigned nelems, unsigned elem_size, bool masked)
{
  return profile_corrected (gather_table_price (nelems),
			    masked ? VS_PROFILE_MASKED_GATHER
				   : VS_PROFILE_GATHER,
			    nelems * elem_size);
}

/* A gather the vectorizer emulates: per element, the index leaves the
   vector register and becomes an address, as a lane's index does in a
   group's sequence (x86_cost_lane_address), and a scalar load follows;
   then the elements are put together into a vector.  */
int64_t
x86_cost_emulated_gather (unsigned nelems, unsigned elem_size)
{
  int64_t element = x86_cost_emulated_indices (1)
		    + half_insns (ix86_cost->sse_load[size_index (elem_size)]);
  return element * nelems + ix86_cost->sse_op * (nelems - 1);
}

/* The same as the VLS groups weigh it against their sequences.  */
int64_t
x86_cost_group_emulated_gather (unsigned nelems, unsigned elem_size)
{
  return profile_corrected (x86_cost_emulated_gather (nelems, elem_size),
			    VS_PROFILE_EMULATED_GATHER, nelems * elem_size);
}

/* The part of x86_cost_emulated_gather (NELEMS, ...) that makes the
   addresses from the index vector.  Emulated gathers at the same index
   lanes share it: GCC's later passes merge their equal extractions.  */
int64_t
x86_cost_emulated_indices (unsigned nelems)
{
  return x86_cost_lane_address () * nelems;
}

bool
x86_tune_gathers_p ()
{
  return VSHAPE_TUNE_USES_GATHER (2) && VSHAPE_TUNE_USES_GATHER (4)
	 && VSHAPE_TUNE_USES_GATHER (8);
}

bool
x86_tune_scatters_p ()
{
#if VSHAPE_HAS_SCATTER_TUNING
  return TARGET_AVX512F && TARGET_USE_SCATTER_2PARTS
	 && TARGET_USE_SCATTER_4PARTS && TARGET_USE_SCATTER_8PARTS;
#else
  return TARGET_AVX512F;
#endif
}

int64_t
x86_cost_vectorizer_gather (unsigned nelems, unsigned elem_size)
{
  return VSHAPE_TUNE_USES_GATHER (nelems)
	 ? x86_cost_gather (nelems, elem_size)
	 : x86_cost_emulated_gather (nelems, elem_size);
}

/* One (possibly unaligned) load of BYTES bytes at a known address.  */
int64_t
x86_cost_load (unsigned bytes)
{
  return half_insns (ix86_cost->sse_unaligned_load[size_index (bytes)]);
}

/* The surcharge of an element read through an index in a predicated
   loop (vect_hooks/predicated_check.cc), in percent of a scalar load, for a vendor
   that measured none at the tuning: the tables price such reads far too
   low where the loop does little else; four loads told apart the loops
   measured first (bench/RESULTS.md).  */
const int default_indexed_percent = 400;

int
x86_indexed_element_percent (x86_indexed_read how, unsigned vector_bytes,
			     unsigned gathered_reads)
{
  vs_profile_correction kind = (how == X86_READ_GATHERED
				? VS_PROFILE_INDEXED_LOAD
				: how == X86_READ_EMULATED
				? VS_PROFILE_INDEXED_SCALAR_LOAD
				: VS_PROFILE_GROUPED_LOAD);
  /* A profile that measured scalar loads and not a group's: the same
     loads.  */
  int measured = (how == X86_READ_GROUPED
		  ? profile_percent_refining (kind,
					      VS_PROFILE_INDEXED_SCALAR_LOAD)
		  : vshape_profile_percent (kind));
  int percent = (measured ? measured
		 : builtin_percent (kind, vector_bytes,
				    default_indexed_percent));
  if (how != X86_READ_GATHERED || gathered_reads < 2)
    return percent;
  /* The step goes with the price it grows: a profile's own, or none
     beside a profile's flat price; else the built-in rows'.  */
  int step = vshape_profile_percent (VS_PROFILE_INDEXED_LOAD_STEP);
  if (!step && !measured)
    step = builtin_percent (VS_PROFILE_INDEXED_LOAD_STEP, vector_bytes, 0);
  return percent + step * (int) MIN (gathered_reads - 1, 64u);
}

/* What a SOA sweep costs beside the scatters it replaces, in percent of
   its price: the calibration profile's where one applies and has it,
   else the tuning's measured correction.  */
unsigned
x86_sweep_percent (unsigned vector_bytes)
{
  if (int measured = vshape_profile_percent (VS_PROFILE_SWEEP))
    return measured;
  return builtin_percent (VS_PROFILE_SWEEP, vector_bytes);
}

/* The tables' price of a scatter instruction of NELEMS elements.  */
static int64_t
scatter_table_price (unsigned nelems)
{
  return half_insns (ix86_cost->scatter_static
		     + ix86_cost->scatter_per_elt * (int) nelems);
}

/* A scatter instruction of NELEMS elements: the vectorizer's price,
   with the tuning's built-in correction.  */
int64_t
x86_cost_scatter (unsigned nelems, unsigned elem_size)
{
  return corrected (scatter_table_price (nelems), VS_PROFILE_SCATTER,
		    nelems * elem_size);
}

/* The same as the VLS groups weigh it, under a mask or not.  An
   unmasked scatter of 8-byte elements has a correction of its own: a
   profile's scatter-8-byte, else its scatter, else the built-in rows of
   the first, which fall back to those of the second.  */
int64_t
x86_cost_group_scatter (unsigned nelems, unsigned elem_size, bool masked)
{
  int64_t cost = scatter_table_price (nelems);
  if (masked || elem_size != 8)
    return profile_corrected (cost, masked ? VS_PROFILE_MASKED_SCATTER
					   : VS_PROFILE_SCATTER,
			      nelems * elem_size);
  if (int measured = profile_percent_refining (VS_PROFILE_SCATTER_8_BYTE,
					       VS_PROFILE_SCATTER))
    return cost * measured / 100;
  return corrected (cost, VS_PROFILE_SCATTER_8_BYTE, nelems * elem_size);
}

/* One (possibly unaligned) store of BYTES bytes taken from a vector
   register at byte FROM: an extraction first unless FROM is 0.  */
int64_t
x86_cost_store (unsigned bytes, unsigned from)
{
  return half_insns (ix86_cost->sse_unaligned_store[size_index (bytes)])
	 + (from ? ix86_cost->sse_op : 0);
}

/* A scalar store per element; the elements above the register's low
   16 bytes are moved down first, one extraction per 16 bytes.  */
int64_t
x86_cost_emulated_scatter (unsigned nelems, unsigned elem_size)
{
  unsigned bytes = nelems * elem_size;
  return (half_insns (ix86_cost->sse_unaligned_store[size_index (elem_size)])
	  * nelems
	  + ix86_cost->sse_op * (bytes > 16 ? bytes / 16 - 1 : 0));
}

/* What each access of a masked group's lane costs on top of its
   address: the bit shifted out and tested, the conditional move of the
   address, and a measured part, for every tuning, paid for each piece a
   lane loads (make calibrate's masked cases on AMD Zen 4 and Zen 5:
   bench/RESULTS.md, "The built-in corrections, row by row").  */
const int masked_access_insns = 13;

/* One lane's address: its index leaves the vector register and is
   scaled and added to the base.  Paid once per lane, however many loads
   read at it.  */
int64_t
x86_cost_lane_address (void)
{
  return half_insns (ix86_cost->sse_to_integer) + ix86_cost->add;
}

/* What a masked lane's load or store adds: its bit selects the address
   or a zero buffer.  */
int64_t
x86_cost_masked_access (void)
{
  return masked_access_insns * ix86_cost->add;
}

/* A shuffle that keeps every element in its 128-bit lane is one cheap
   instruction; crossing lanes costs a lane-crossing permute, and two
   inputs crossing lanes need two of them and a blend (one vpermt2 with
   AVX-512).  */
int64_t
x86_cost_shuffle (unsigned nelems, unsigned elem_size, const unsigned *mask)
{
  unsigned per_lane = MAX (16 / elem_size, 1u);
  bool cross = false, two = false;
  for (unsigned i = 0; i < nelems; i++)
    {
      cross |= (mask[i] % nelems) / per_lane != i / per_lane;
      two |= mask[i] >= nelems;
    }
  if (!cross || nelems * elem_size <= 16)
    return ix86_cost->sse_op;
  if (!two || TARGET_AVX512F)
    return 2 * ix86_cost->sse_op;
  return 3 * ix86_cost->sse_op;
}

int64_t
x86_cost_concat (unsigned)
{
  return ix86_cost->sse_op;
}

int64_t
x86_cost_vector_op (void)
{
  return ix86_cost->sse_op;
}

unsigned
x86_max_vector_bytes (void)
{
  if (TARGET_AVX512F)
    return 64;
  return TARGET_AVX ? 32 : 16;
}

unsigned
x86_preferred_vector_bytes (void)
{
  if (TARGET_AVX512F && !TARGET_PREFER_AVX256)
    return 64;
  return TARGET_AVX ? 32 : 16;
}

unsigned
x86_vector_registers (void)
{
  return TARGET_AVX512F ? 32 : 16;
}
