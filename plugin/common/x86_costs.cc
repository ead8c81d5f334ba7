/* x86 costs of gathers, scatters, unaligned loads and stores and
   shuffles, from the tuning table GCC itself uses (ix86_cost), so
   -mtune changes them alike.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "x86_costs.h"
#include "cost_profile_use.h"

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

/* Measured corrections to the tuning tables' gather costs: for each
   tuning, the percentage of the table's price that a gather (or, in the
   second table, scatter) instruction
   really costs next to the lane loads and shuffles that replace it, as
   make calibrate found it (bench/RESULTS.md).  A tuning not listed keeps
   GCC's price, which leaves more gathers alone.  Code built for one
   tuning runs on many CPUs: a tuning measured on several keeps the
   lowest of their corrections, so that a group is rewritten only where
   every measured CPU has its sequence cheaper than its gathers, and no
   rewrite is slower than stock on any of them.  */
struct gather_correction
{
  processor_type tune;
  int percent;
};

static const gather_correction gather_corrections[] = {
  /* AMD EPYC family 26 model 2 (Zen 5) under GCC 16 at -march=native
     -mtune=haswell, 2026-11-27: every gather case of make calibrate
     ran 1.5-4.8x faster rewritten, a lone gather too (per-lane loads:
     2.0x for eight floats, 1.5x for four doubles), which the table
     priced at 0.74 of that rewrite (the float gather, breakpoint
     162%).  Not measured on an Intel CPU.  */
  { PROCESSOR_HASWELL, 175 },
  /* AMD EPYC family 25 model 17 (Zen 4), which GCC 12 tunes as znver3,
     2026-11-23: a pair of gathers two elements apart (span 12 or 24
     bytes) measured 1.2-1.9x slower than its per-lane loads and
     shuffles, which the table priced 1.2x above the gathers.  */
  { PROCESSOR_ZNVER3, 250 },
#if VSHAPE_HAS_ZNVER4_TUNING
  /* The same CPU under GCC 16 and 14 at -march=native (znver4),
     2026-11-25: without a correction the cost model kept eleven groups
     whose rewrite ran 1.3-2.2x faster (pairs with a gap, masked pairs
     and quads); at 250% the masked pairs with a gap ("0 2") were
     rewritten and ran at 0.77-0.95 of stock; at 225% every case of
     make calibrate is right.  */
  { PROCESSOR_ZNVER4, 225 },
  /* The same CPU under GCC 16 at -march=native -mtune=znver5,
     2026-11-25: the same eleven errors without a correction, none at
     225%.  Not measured on a Zen 5.  */
  { PROCESSOR_ZNVER5, 225 },
#endif
  /* AMD EPYC family 26 model 2 (Zen 5) under GCC 12 at -mtune=generic
     with AVX2 (x86-64-v3, where GCC 12.2 uses gather instructions),
     2026-11-27: every gather case of make calibrate ran 1.5-4.9x
     faster rewritten; the table kept the lone gathers and the pairs
     with a gap (breakpoints 105-191%, 1.5-2.0x faster rewritten).  GCC
     14 and later keep gathers off at this tuning.  */
  { PROCESSOR_GENERIC, 200 },
};

/* The current tuning's percentage in TABLE (entries of a tuning and a
   percentage), or 0 when it has none.  */
template <typename Entry, size_t N>
static int
tuning_percent (const Entry (&table)[N])
{
  for (const Entry &e : table)
    if (e.tune == ix86_tune)
      return e.percent;
  return 0;
}

/* COST with the current tuning's correction from TABLE, if it has one.  */
template <size_t N>
static int64_t
corrected (int64_t cost, const gather_correction (&table)[N])
{
  int percent = tuning_percent (table);
  return percent ? cost * percent / 100 : cost;
}

/* COST with the calibration profile's correction MEASURED where a
   profile applies and has it, else as corrected () has it.  */
template <size_t N>
static int64_t
profile_corrected (int64_t cost, vs_profile_correction measured,
		   const gather_correction (&table)[N])
{
  int percent = vshape_profile_percent (measured);
  if (percent)
    return cost * percent / 100;
  return corrected (cost, table);
}

/* The tables' price of a gather instruction of NELEMS elements.  */
static int64_t
gather_table_price (unsigned nelems)
{
  return half_insns (ix86_cost->gather_static
		     + ix86_cost->gather_per_elt * (int) nelems);
}

/* A gather instruction of NELEMS elements: the vectorizer's price, with
   the tuning's built-in correction.  */
static int64_t
x86_cost_gather (unsigned nelems)
{
  return corrected (gather_table_price (nelems), gather_corrections);
}

/* The same as the VLS groups weigh it, under a mask or not: the
   calibration profile measured these.  */
int64_t
x86_cost_group_gather (unsigned nelems, unsigned, bool masked)
{
  return profile_corrected (gather_table_price (nelems),
			    masked ? VS_PROFILE_MASKED_GATHER
				   : VS_PROFILE_GATHER,
			    gather_corrections);
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

#if VSHAPE_HAS_ZNVER4_TUNING
/* Measured corrections to the tables' price of an emulated gather, as
   the VLS groups weigh it against their sequences.  */
static const gather_correction emulated_corrections[] = {
  /* AMD EPYC family 25 model 17 (Zen 4), GCC 16 at -march=native
     (znver4, whose tuning keeps gather instructions off), 2026-11-26:
     neighbor_force reads x[4j], x[4j+1] and x[4j+2] through one index.
     Priced by the tables, the sequence of the three (508) tied with a
     pair (320) and the third left an emulated gather (188), and the
     pass kept the pair and the lone gather; the three as one group ran
     1.43-1.51x faster (bench/RESULTS.md).  A lone gather keeps the
     index vector and its extractions from 64-byte registers, which the
     per-element price leaves out.  Not measured on a Zen 5.  */
  { PROCESSOR_ZNVER4, 125 },
  { PROCESSOR_ZNVER5, 125 },
};
#endif

int64_t
x86_cost_group_emulated_gather (unsigned nelems, unsigned elem_size)
{
  int64_t cost = x86_cost_emulated_gather (nelems, elem_size);
#if VSHAPE_HAS_ZNVER4_TUNING
  cost = corrected (cost, emulated_corrections);
#endif
  return cost;
}

/* The part of x86_cost_emulated_gather (NELEMS, ...) that makes the
   addresses from the index vector.  Emulated gathers at the same index
   lanes share it: GCC's later passes merge their equal extractions.  */
int64_t
x86_cost_emulated_indices (unsigned nelems)
{
  return x86_cost_lane_address () * nelems;
}

int64_t
x86_cost_vectorizer_gather (unsigned nelems, unsigned elem_size)
{
  return VSHAPE_TUNE_USES_GATHER (nelems)
	 ? x86_cost_gather (nelems)
	 : x86_cost_emulated_gather (nelems, elem_size);
}

/* One (possibly unaligned) load of BYTES bytes at a known address.  */
int64_t
x86_cost_load (unsigned bytes)
{
  return half_insns (ix86_cost->sse_unaligned_load[size_index (bytes)]);
}

/* Measured surcharges of an element read through an index in a
   predicated loop, in percent of a scalar load, by tuning
   (vls_cost_client.cc): the tables price such reads far too low where
   the loop does little else.  A tuning not listed takes
   default_indexed_percent.  A calibration profile's indexed-load, where
   one applies, takes the place of both for the elements gathers read,
   which it measured: a group's loads read the others (guarded_cosine,
   whose four indexed reads are two groups, ran 3.2 times slower under
   GCC 14 at znver4 when a profile's 217% held it to the check).  */
struct indexed_surcharge
{
  processor_type tune;
  int percent;
};

/* AMD EPYC Zen 4 at -march=haswell, 2026-11-26, GCC 12 and 16:
   point_field (six indexed reads and a division per iteration) ran 0.80
   to 1.0 times as fast as stock vectorized, priced at 0.34 of its
   scalar loop; the mesh ratio of pred-indexed.h (two reads and a
   division) ran 1.2 to 2.6 times faster, priced at 0.36.  Four loads
   tell them apart, and so stand for every tuning not measured.  */
const int default_indexed_percent = 400;

static const indexed_surcharge indexed_surcharges[] = {
  /* AMD EPYC Zen 5 (family 26 model 2) at -march=x86-64-v3 and
     x86-64-v2 (the generic tuning), 2026-11-27: guarded_cosine under
     GCC 14, whose two pairs of indexed reads priced it at 0.87 of its
     scalar loop with four loads, ran 3.3 times faster vectorized, and
     neighbor_force under GCC 16 at x86-64-v2, at 0.88, 1.76 times
     faster (9 alternating pairs each); three loads keep both, and
     point_field, which needs less than 1.3, stays scalar.  No other
     bench kernel's code changes under GCC 12 to 16.  Then make
     calibrate's predicated cases at -mtune=generic (gathers on): four
     float tables pay below 268% under GCC 16 and 276% under GCC 12 and
     14 (1.22-1.24 times faster vectorized), two double tables below
     298% and 264% (1.89-2.22 times faster), and six float tables,
     slower vectorized under GCC 12 and 16 (0.85-0.86), only above 223%
     and 226%: 250% vectorizes the first two and keeps the third
     (2026-11-27).  */
  { PROCESSOR_GENERIC, 250 },
  /* The same CPU at -march=native -mtune=haswell, 2026-11-27, after
     Haswell's gathers got their measured price (lone gathers become
     the loads of their lanes): make calibrate's predicated cases want
     264-281% under GCC 16, 205-256% under GCC 14, and under GCC 12
     more than 272% for six float tables but at most 256% for four
     double ones.  300% keeps every case whose vector loop ran slower
     (six tables) scalar under GCC 12, 14 and 16 and vectorizes four
     float tables (1.21-1.24 times faster), which 400% kept;
     point_field, 1.27 times faster than stock vectorized under GCC 16,
     needs less than about 330%.  */
  { PROCESSOR_HASWELL, 300 },
#if VSHAPE_HAS_ZNVER4_TUNING
  /* The same CPU at -march=native (znver4, AVX-512), GCC 16,
     2026-11-26: GCC masks the guarded divisions itself, and predication
     moves square roots only; guarded_cosine, priced at 0.42 of its
     scalar loop, ran 3.5 times faster vectorized, which four loads
     would forbid and two keep.  No predicated loop measured slower at
     this tuning.  Not measured on a Zen 5.  */
  { PROCESSOR_ZNVER4, 200 },
  { PROCESSOR_ZNVER5, 200 },
#endif
};

/* The same for elements read by scalar loads (a group's, or GCC's
   emulation of a gather), which the tables price as loads already, by
   tuning; a tuning not listed takes its indexed_surcharges entry.  */
static const indexed_surcharge loaded_surcharges[] = {
  /* AMD EPYC Zen 5 (family 26 model 2), GCC 16, 2026-11-27: at the
     generic tuning, which keeps gather instructions off, every indexed
     read of a predicated loop is such a load.  point_field (a group of
     three and three emulated reads, one division) ran 1.19 times faster
     than stock vectorized at -march=x86-64-v3 (which passes up to 127%)
     and 0.97 times as fast at x86-64-v2 (refused above 66%);
     make calibrate's predicated-reads loops of one or two tables ran
     1.9 to 2.0 times faster vectorized.  GCC 14 and 15 price the
     vector body higher (their vec_construct and selects cost more) and
     kept point_field scalar at x86-64-v3 above 76%; at 70% they
     vectorize it, 1.20 and 1.21 times faster than stock (11
     alternating pairs), GCC 16's two-output field of pred-price-generic.c
     too (1.04 times faster), and x86-64-v2 stays scalar under GCC 14
     to 16.  */
  { PROCESSOR_GENERIC, 70 },
  /* The same CPU at -march=haswell, 2026-11-27: point_field (a group of
     three and three lone gathers, whose lanes the vls pass loads too)
     passes under GCC 14 up to about 266%, and then ran 1.25 times
     faster than stock (11 alternating pairs); 300% kept it scalar.  No
     other bench kernel's code changes under GCC 11 to 16.  */
  { PROCESSOR_HASWELL, 200 },
};

int
x86_indexed_element_percent (bool gathered)
{
  int measured = vshape_profile_percent (VS_PROFILE_INDEXED_LOAD);
  if (measured && gathered)
    return measured;
  int loaded = gathered ? 0 : tuning_percent (loaded_surcharges);
  if (loaded)
    return loaded;
  int listed = tuning_percent (indexed_surcharges);
  return listed ? listed : default_indexed_percent;
}

/* Measured corrections to a SOA sweep's price beside the scatters it
   replaces, in percent of that price, by tuning; a tuning not listed
   keeps the price.  */
static const gather_correction sweep_corrections[] = {
  /* AMD EPYC family 25 model 17 (Zen 4), 2026-11-26: every sweep case
     of vshape-calibrate (4, 8 or 16 float or double bins, one or two
     writes, within VS_SOA_SWEEP_MAX_WORK_SCATTERS) ran 1.06 to 22 times
     faster than its scatters; the price kept the scatters of eight
     double bins (3.9 times slower under GCC 12) and of sixteen.  The
     median estimates: 35% under GCC 12 (znver3), 27% under GCC 16
     (znver4).  */
  { PROCESSOR_ZNVER3, 35 },
#if VSHAPE_HAS_ZNVER4_TUNING
  { PROCESSOR_ZNVER4, 27 },
  /* Not measured on a Zen 5.  */
  { PROCESSOR_ZNVER5, 27 },
#endif
  /* AMD EPYC family 26 model 2 (Zen 5) under GCC 16 at -mtune=generic
     with AVX-512 (x86-64-v4), 2026-11-27, the scatters at the generic
     correction below: every sweep case ran 1.35 to 12 times faster than
     its scatters, and the price kept eight of ten (breakpoints 24-168%;
     the profile's estimate 19%).  At 25% only sixteen double bins (24%,
     1.35 times faster swept) stay scatters.  */
  { PROCESSOR_GENERIC, 25 },
};

/* What a SOA sweep costs beside the scatters it replaces, in percent of
   its price: the calibration profile's where one applies and has it,
   else the tuning's measured correction.  */
unsigned
x86_sweep_percent (void)
{
  if (int measured = vshape_profile_percent (VS_PROFILE_SWEEP))
    return measured;
  return corrected (100, sweep_corrections);
}

/* Measured corrections to the tables' scatter costs, as for gathers.  */
static const gather_correction scatter_corrections[] = {
  /* AMD EPYC family 25 model 17 (Zen 4, GCC 12's znver3), 2026-11-23:
     make calibrate's masked scatter blocks of two and four elements,
     which the table priced at or below their per-lane stores, measured
     1.1-2.2x slower than those stores; their costs imply 130-256% of
     the table's price, and no rewrite measured slower than stock.  */
  { PROCESSOR_ZNVER3, 250 },
#if VSHAPE_HAS_ZNVER4_TUNING
  /* The same CPU under GCC 14 at znver4, 2026-11-25: masked pairs of
     scatters, which the table priced 1.02-1.06x below their stores,
     measured 1.28-1.41x slower than them; every scatter rewrite ran
     faster than stock.  Under GCC 16, which groups its masked scatters
     since the same day, every scatter case at znver4 and at
     -mtune=znver5 is right with it (masked pairs to octets rewritten,
     1.29-3.8x faster than stock).  */
  { PROCESSOR_ZNVER4, 150 },
  { PROCESSOR_ZNVER5, 150 },
#endif
  /* AMD EPYC family 26 model 2 (Zen 5) under GCC 16 at -mtune=generic
     with AVX-512 (x86-64-v4), 2026-11-27: every scatter case of make
     calibrate ran 1.1-5.2x faster rewritten; the table kept the pairs
     (breakpoints 100% for doubles, 114% for floats; 1.9x faster
     rewritten) and the masked pairs and quads (148-297%, 1.1-2.2x).
     bench's scatter_pairs kept its scatters and ran 0.73 of clang's
     per-lane stores.  Intel's scatter instructions store about one
     element a cycle too, slower than one 16-byte store per lane.  */
  { PROCESSOR_GENERIC, 200 },
};

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
x86_cost_scatter (unsigned nelems, unsigned)
{
  return corrected (scatter_table_price (nelems), scatter_corrections);
}

/* The same as the VLS groups weigh it, under a mask or not.  */
int64_t
x86_cost_group_scatter (unsigned nelems, unsigned, bool masked)
{
  return profile_corrected (scatter_table_price (nelems),
			    masked ? VS_PROFILE_MASKED_SCATTER
				   : VS_PROFILE_SCATTER,
			    scatter_corrections);
}

/* One (possibly unaligned) store of BYTES bytes taken from a vector
   register at byte FROM: an extraction first unless FROM is 0.  */
int64_t
x86_cost_store (unsigned bytes, unsigned from)
{
  return half_insns (ix86_cost->sse_unaligned_store[size_index (bytes)])
	 + (from ? ix86_cost->sse_op : 0);
}

/* What each access of a masked group's lane costs on top of its
   address: the bit shifted out and tested, the conditional move of the
   address, and a measured part.  make calibrate's masked cases on an
   AMD EPYC of family 25 model 17 (Zen 4, GCC 12's znver3, 2026-11-23)
   found the masked gathers of a gapped pair ("0 2") 1.3-1.5x faster
   than their rewrite, which three instructions per lane priced 1.65x
   cheaper: thirteen keep those gathers and still rewrite the adjacent
   pairs and triples, which measured 1.1-2.3x faster.  On an AMD EPYC
   of family 26 model 2 (Zen 5, GCC 12 at -march=native, 2026-11-27)
   the masked 64-byte groups that load each lane in two pieces (the
   triples 0 1 2 and 0 2 5) ran 0.935-0.965 of stock rewritten while
   the pairs, one piece a lane, ran 1.13-1.19x faster: once a lane, the
   thirteen priced the triples' sequences 1.5 times too cheap beside
   the pairs'; they are paid for each piece.  Used for every tuning,
   which leaves more masked gathers alone where nothing was measured.  */
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
