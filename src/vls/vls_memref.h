/* Abstract memory references and the callbacks through which the VLS
   server asks its client (the GIMPLE pass, or a unit test) about them.

   The server never sees the client's IR.  A memref is one vector access
   (a gather, later a scatter): LANES lanes, each reading one element of
   ELEM_SIZE bytes at an address of its own.  The client answers every
   question about addresses, aliasing and target costs.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_MEMREF_H
#define VSHAPE_VLS_MEMREF_H

#include <stdbool.h>
#include <stdint.h>

#include "vls_status.h"

typedef enum vs_vls_access
{
  VS_VLS_LOAD,			/* a gather */
  VS_VLS_STORE			/* a scatter (vls_store.h groups them) */
} vs_vls_access;

/* One memref as the client describes it.  Arrays of memrefs are given
   to the server in program order: index 0 executes first.  */
typedef struct vs_vls_memref
{
  const void *handle;		/* the client's own object (e.g. a gimple *) */
  void *cookie;			/* free for the client; never read */
  unsigned elem_size;		/* bytes per element */
  unsigned lanes;		/* elements (vector length) */
  vs_vls_access access;
  bool masked;			/* some lanes may be inactive */
} vs_vls_memref;

/* The client: callbacks plus target facts.  DATA is passed back to
   every callback.  All callbacks are required except SAME_MASK.  */
typedef struct vs_vls_client
{
  void *data;

  /* Vector register size in bytes (32 for AVX2, 64 for AVX-512): no
     group spans more.  */
  unsigned max_group_bytes;

  /* True when, in every lane, address (TO) - address (FROM) is the same
     constant; store it in *DIST (bytes, may be negative).  */
  bool (*const_distance) (void *data, const vs_vls_memref *from,
			  const vs_vls_memref *to, int64_t *dist);
  /* True when A and B access the same number of elements.  */
  bool (*same_num_elements) (void *data, const vs_vls_memref *a,
			     const vs_vls_memref *b);
  /* True when M may execute at the place of TO instead of its own:
     no store or call between them may alias M.  */
  bool (*can_move_to) (void *data, const vs_vls_memref *m,
		       const vs_vls_memref *to);
  /* Optional.  True when masked A and B use the same lane mask.  Without
     it, masked memrefs are never grouped.  */
  bool (*same_mask) (void *data, const vs_vls_memref *a,
		     const vs_vls_memref *b);

  /* Target costs, in any unit the client likes, as long as it is the
     same unit everywhere.  GATHER_COST prices M as it stands: a gather,
     or a scatter when M is a store.  */
  int64_t (*gather_cost) (void *data, const vs_vls_memref *m);
  /* Optional, and needed to group scatters: true when every lane's
     address of A and every lane's address of B differ by a multiple of
     SPAN bytes, so that SPAN-byte blocks at those addresses either
     coincide or do not overlap.  */
  bool (*addresses_congruent) (void *data, const vs_vls_memref *a,
			       const vs_vls_memref *b, unsigned span);
  /* Optional: true when the lanes of the scatters A and B (A == B, or A
     earlier) write what iterations of the scalar loop write through the
     same pointer, lane L of a vector before lane L + 1, A's before B's
     (the redirected pointers of an omp simd loop).  One store per lane,
     lanes and parts in order, then writes in the scalar loop's own
     order, so such groups need no proof that blocks do not overlap.  */
  bool (*lanes_are_iterations) (void *data, const vs_vls_memref *a,
				const vs_vls_memref *b);
  /* Optional, and needed to group scatters: true when the N scatters
     listed (program order) may all execute at the place of the last,
     each lane's stores kept in the order of the list: nothing between
     them reads or writes memory they may write.  */
  bool (*stores_can_sink) (void *data, const vs_vls_memref *const *list,
			   unsigned n);
  /* Optional, and needed to group scatters: a possibly unaligned store
     of BYTES bytes taken from a vector register at byte FROM.  */
  int64_t (*store_cost) (void *data, unsigned bytes, unsigned from,
			 bool masked);
  /* A possibly unaligned contiguous load of BYTES bytes, once its
     address is known.  */
  int64_t (*load_cost) (void *data, unsigned bytes, bool masked);
  /* Optional.  Making the address of one lane of M from its index: paid
     once per lane, however many loads of the sequence read at it.  */
  int64_t (*lane_address_cost) (void *data, const vs_vls_memref *m);
  /* Optional.  The part of GATHER_COST (M) that makes M's lane addresses
     from its index vector (an emulated gather takes each index out of
     the vector; a gather instruction reads the vector whole).  The
     members of a group read at the same index lanes, and the code
     before the rewrite makes each lane's address once for all of them,
     so the group's old cost counts this part once.  */
  int64_t (*shared_address_cost) (void *data, const vs_vls_memref *m);
  /* A two-input shuffle of NELEMS elements with constant MASK (indices
     into the concatenation of both inputs).  */
  int64_t (*shuffle_cost) (void *data, unsigned nelems, unsigned elem_size,
			   const unsigned *mask);
  /* Joining two vectors of HALF_BYTES bytes each into one.  */
  int64_t (*concat_cost) (void *data, unsigned half_bytes);
  /* True when the target can do this two-input shuffle in registers
     (GCC: can_vec_perm_const_p).  */
  bool (*shuffle_legal) (void *data, unsigned nelems, unsigned elem_size,
			 const unsigned *mask);
} vs_vls_client;

/* VS_VLS_OK when CLIENT has every required callback and a register
   size that is a power of two.  */
vs_vls_status vs_vls_client_check (const vs_vls_client *client);

/* True when A and B could belong to one group as far as their own kind
   goes: both loads, same element size and lane count (powers of two),
   same number of elements, and compatible masks.  Distance and motion are separate.  */
bool vs_vls_memrefs_compatible (const vs_vls_client *client,
				 const vs_vls_memref *a,
				 const vs_vls_memref *b);

/* The same test for two memrefs of one access kind, loads or stores.  */
bool vs_vls_memrefs_alike (const vs_vls_client *client,
			    const vs_vls_memref *a, const vs_vls_memref *b);

#endif
