/* The indexed accesses of a vectorized loop as the vls pass sees them,
   in one type for both directions.  A gather, whatever form GCC gave it
   (x86 builtin, internal function, or the emulated form built from
   scalar loads), becomes one vls_access whose lanes read
   BASE + OFFSET + extend (INDEX lane) * SCALE; an AVX-512 scatter
   builtin, or GCC's emulated scatter through a predication redirect's
   pointers, becomes one whose lanes write there.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_ACCESS_H
#define VSHAPE_VLS_ACCESS_H

/* Most lanes of a gather the pass handles (AVX-512 gathers of 32-bit
   elements have 16).  */
#define VLS_MAX_LANES 16

enum vls_access_kind
{
  VLS_GATHER_AVX2,		/* __builtin_ia32_gather*, vector mask */
  VLS_GATHER_AVX512,		/* __builtin_ia32_gather*, integer mask */
  VLS_GATHER_IFN,		/* .GATHER_LOAD / .MASK_GATHER_LOAD */
  VLS_GATHER_EMULATED,		/* scalar loads collected by a CONSTRUCTOR */
  VLS_SCATTER_AVX512,		/* __builtin_ia32_scatter*, integer mask */
  VLS_SCATTER_EMULATED		/* scalar stores of a vector's lanes */
};

/* Whether an access reads its lanes' addresses (a gather) or writes
   them (a scatter).  */
enum vls_direction
{
  VLS_READS,
  VLS_WRITES
};

/* Where one lane's index comes from: element POS of the vector ROOT,
   extended to address width (zero-extended when UNS).  */
struct vls_index_lane
{
  tree root;
  unsigned pos;
  bool uns;
};

/* The address lane L of a gather reads, in bytes:
     BASE + OFFSET[L] + extend (INDEX[L]) * SCALE.  */
struct vls_access
{
  vls_access_kind kind;
  vls_direction dir;
  gimple *stmt;			/* defines LHS: the call or the CONSTRUCTOR;
				   for a scatter, the call, or the last
				   lane's store of an emulated one */
  /* An emulated scatter's scalar stores, lane by lane.  */
  gimple *lane_stmt[VLS_MAX_LANES];
  gimple *first;		/* earliest statement reading memory for it */
  tree lhs;			/* for a scatter, the vector it stores */
  tree elem_type;		/* type of one element */
  unsigned elem_size;		/* bytes */
  unsigned lanes;		/* lanes read; LHS may have more, then zero */
  tree base;			/* pointer (or address-sized integer) */
  HOST_WIDE_INT scale;
  HOST_WIDE_INT offset[VLS_MAX_LANES];
  vls_index_lane index[VLS_MAX_LANES];
  /* A positive number that divides INDEX[L]'s element of its root
     vector, whatever the vector's values (1 when none is known).  */
  HOST_WIDE_INT index_factor[VLS_MAX_LANES];
  bool masked;			/* some lane may be inactive */
  tree mask;			/* masked builtins: the integer whose bit L
				   is lane L's (AVX-512), or the vector
				   whose element L's sign bit is (AVX2);
				   inactive lanes are zero */
  const char *refusal;		/* why it cannot be grouped, or NULL */
};

/* Append to OUT every gather defined in BB, in statement order.  Gathers
   that can never be grouped are kept, with REFUSAL set.  Renumbers the
   statement uids of BB in statement order.  */
void vls_find_gathers (basic_block bb, vec<vls_access> *out);

/* Append to OUT every AVX-512 scatter call in BB and every emulated
   scatter through a predication redirect's pointers, in statement
   order (an emulated one at its first lane's store), with REFUSAL set
   on those that can never be grouped.  Renumbers the statement uids of
   BB in statement order.  */
void vls_find_scatters (basic_block bb, vec<vls_access> *out);

/* Append to OUT, in statement order, the scalar loads of ELEM_SIZE bytes
   (masked ones too) that the vectorizer analyzing LOOP_VINFO will turn
   into gathers, each as the gather of LANES lanes it will become
   (vls_find_scalar.cc).  Loads whose address the pass does not
   understand are left out.  */
void vls_find_scalar_gathers (loop_vec_info loop_vinfo, unsigned elem_size,
			      unsigned lanes, vec<vls_access> *out);

/* Append to OUT, in statement order, those of the scalar STORES (masked
   ones too) of the loop LOOP_VINFO analyzes that it will turn into
   scatters of LANES lanes, each described as that scatter; stores whose
   address the pass does not understand are left out.  */
void vls_find_scalar_scatters (loop_vec_info loop_vinfo,
			       const hash_set<gimple *> &stores,
			       unsigned lanes, vec<vls_access> *out);

/* Describe STMT, a scalar load (DIR VLS_READS) or store (VLS_WRITES) of
   a loop the vectorizer analyzes, masked or not, in *A as the gather or
   scatter of LANES lanes it will become (vls_find_scalar.cc); false
   when it is no such access or its address is not of the form the pass
   groups.  */
bool vls_describe_scalar_access (gimple *stmt, vls_direction dir,
				 unsigned lanes, vls_access *a);

/* When DEF makes each lane of its integer vector result from one lane
   of an integer vector operand, converted (a conversion or a view
   conversion of as many lanes, or an unpack of the lower or upper half),
   that operand in *OP and the lane of it that lane LANE comes
   from in *SRC.  */
bool vls_lane_source (gassign *def, unsigned lane, tree *op, unsigned *src);

/* True when A and B read, in every lane, addresses a constant number of
   bytes apart; *DIST is address (B) - address (A).  */
bool vls_access_distance (const vls_access &a, const vls_access &b,
			  HOST_WIDE_INT *dist);

/* True when no byte A accesses in any lane can be one B accesses in any
   lane, whatever their indices' values: one base, and addresses whose
   residues modulo a common divisor of both index steps (index factor
   times scale) are runs of bytes that do not meet.  */
bool vls_accesses_apart (const vls_access &a, const vls_access &b);

/* The statements of the scatter G: the call, or an emulated scatter's
   stores of its lanes.  */
auto_vec<gimple *, VLS_MAX_LANES> vls_scatter_stmts (const vls_access &g);

/* True when every lane's address of A and of B differ by a multiple of
   SPAN bytes (SPAN > 0), as their index factors show.  */
bool vls_addresses_congruent (const vls_access &a, const vls_access &b,
			      unsigned span);

#endif
