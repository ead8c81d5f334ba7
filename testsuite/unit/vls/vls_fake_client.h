/* A fake VLS client for the unit tests: memrefs are (base, byte offset)
   pairs, motion is limited by "regions", and costs and shuffle legality
   follow a small configurable model.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_FAKE_CLIENT_H
#define VSHAPE_VLS_FAKE_CLIENT_H

#include <string.h>

#include "vls.h"

/* What memref M reads in lane L: element at
   lane_base[L] (for BASE) + OFFSET.  */
typedef struct fake_ref
{
  int base;			/* refs with different bases: unknown distance */
  int64_t offset;		/* bytes */
  int region;			/* refs move only within their region */
  int mask_id;			/* masked refs with equal ids share a mask */
} fake_ref;

typedef enum fake_legality
{
  FAKE_LEGAL_ALL,		/* every mask */
  FAKE_LEGAL_SIMPLE,		/* one-input shuffles and blends only */
  FAKE_LEGAL_NONE		/* nothing */
} fake_legality;

typedef struct fake_target
{
  fake_legality legality;
  int64_t gather_per_elem;
  int64_t calls_legal;		/* how many times legality was asked */
} fake_target;

static inline const fake_ref *
fake_of (const vs_vls_memref *m)
{
  return (const fake_ref *) m->handle;
}

static inline bool
fake_const_distance (void *data, const vs_vls_memref *from,
		     const vs_vls_memref *to, int64_t *dist)
{
  (void) data;
  if (fake_of (from)->base != fake_of (to)->base)
    return false;
  *dist = fake_of (to)->offset - fake_of (from)->offset;
  return true;
}

static inline bool
fake_same_num_elements (void *data, const vs_vls_memref *a,
			const vs_vls_memref *b)
{
  (void) data;
  return a->lanes == b->lanes;
}

static inline bool
fake_can_move_to (void *data, const vs_vls_memref *m,
		  const vs_vls_memref *to)
{
  (void) data;
  return fake_of (m)->region == fake_of (to)->region;
}

static inline bool
fake_same_mask (void *data, const vs_vls_memref *a, const vs_vls_memref *b)
{
  (void) data;
  return fake_of (a)->mask_id == fake_of (b)->mask_id;
}

static inline int64_t
fake_gather_cost (void *data, const vs_vls_memref *m)
{
  return ((fake_target *) data)->gather_per_elem * m->lanes;
}

static inline int64_t
fake_load_cost (void *data, unsigned bytes, bool masked)
{
  (void) data;
  (void) bytes;
  return masked ? 2 : 1;
}

/* True when each element of MASK stays in place (a blend) or all come
   from one input.  */
static inline bool
fake_simple_mask (unsigned nelems, const unsigned *mask)
{
  bool blend = true, first = true, second = true;
  for (unsigned i = 0; i < nelems; i++)
    {
      blend &= mask[i] % nelems == i;
      first &= mask[i] < nelems;
      second &= mask[i] >= nelems;
    }
  return blend || first || second;
}

static inline int64_t
fake_shuffle_cost (void *data, unsigned nelems, unsigned elem_size,
		   const unsigned *mask)
{
  (void) data;
  (void) elem_size;
  return fake_simple_mask (nelems, mask) ? 1 : 2;
}

static inline int64_t
fake_concat_cost (void *data, unsigned half_bytes)
{
  (void) data;
  (void) half_bytes;
  return 1;
}

static inline bool
fake_shuffle_legal (void *data, unsigned nelems, unsigned elem_size,
		    const unsigned *mask)
{
  fake_target *t = data;
  (void) elem_size;
  t->calls_legal++;
  switch (t->legality)
    {
    case FAKE_LEGAL_ALL:
      return true;
    case FAKE_LEGAL_SIMPLE:
      return fake_simple_mask (nelems, mask);
    case FAKE_LEGAL_NONE:
      return false;
    }
  return false;
}

/* Scatters sink together when they share one region.  */
static inline bool
fake_stores_can_sink (void *data, const vs_vls_memref *const *list,
		      unsigned n)
{
  (void) data;
  for (unsigned i = 1; i < n; i++)
    if (fake_of (list[i])->region != fake_of (list[0])->region)
      return false;
  return true;
}

static inline int64_t
fake_store_cost (void *data, unsigned bytes, unsigned from, bool masked)
{
  (void) data;
  (void) bytes;
  (void) from;
  return masked ? 2 : 1;
}

/* A client for TARGET with registers of MAX_BYTES; to group stores a
   test adds its own addresses_congruent.  */
static inline vs_vls_client
fake_client (fake_target *target, unsigned max_bytes)
{
  vs_vls_client c;
  memset (&c, 0, sizeof c);
  c.data = target;
  c.max_group_bytes = max_bytes;
  c.const_distance = fake_const_distance;
  c.same_num_elements = fake_same_num_elements;
  c.can_move_to = fake_can_move_to;
  c.same_mask = fake_same_mask;
  c.gather_cost = fake_gather_cost;
  c.load_cost = fake_load_cost;
  c.shuffle_cost = fake_shuffle_cost;
  c.concat_cost = fake_concat_cost;
  c.shuffle_legal = fake_shuffle_legal;
  c.stores_can_sink = fake_stores_can_sink;
  c.store_cost = fake_store_cost;
  return c;
}

/* Describe N loads of REFS, each LANES x ELEM_SIZE, into OUT.  */
static inline void
fake_memrefs (const fake_ref *refs, unsigned n, unsigned elem_size,
	      unsigned lanes, vs_vls_memref *out)
{
  for (unsigned i = 0; i < n; i++)
    {
      memset (&out[i], 0, sizeof out[i]);
      out[i].handle = &refs[i];
      out[i].elem_size = elem_size;
      out[i].lanes = lanes;
      out[i].access = VS_VLS_LOAD;
    }
}

#endif
