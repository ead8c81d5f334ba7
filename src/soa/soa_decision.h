/* Whether a loop-private array may and should take the structure-of-
   arrays layout: the escape analysis's verdict (the first use that could
   see the layout, and why) and the profitability count of its accesses.

   The client walks every use of the private, in statement order, and
   reports each one as an access with its SOA shape or as an escape with
   its reason; the verdict keeps the first escape.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SOA_DECISION_H
#define VSHAPE_SOA_DECISION_H

#include <stdbool.h>
#include <stddef.h>

#include "soa_shape.h"

/* Why a private cannot change layout.  */
typedef enum vs_soa_escape
{
  VS_SOA_SAFE,
  VS_SOA_ESCAPE_CALL,		/* its address is passed to a call */
  VS_SOA_ESCAPE_STORED,		/* its address is stored to memory */
  VS_SOA_ESCAPE_COMPARED,	/* its address is compared */
  VS_SOA_ESCAPE_CONVERTED,	/* converted to another pointer or integer */
  VS_SOA_ESCAPE_TYPE_PUN,	/* accessed through a narrower/wider type */
  VS_SOA_ESCAPE_BLOCK,		/* read or written by a block copy or set */
  VS_SOA_ESCAPE_POINTER,	/* accessed through a computed pointer */
  VS_SOA_ESCAPE_UNSUPPORTED	/* element type not a scalar */
} vs_soa_escape;

/* The reason's dump text, e.g. "address passed to a call"; "" for
   VS_SOA_SAFE.  */
const char *vs_soa_escape_text (vs_soa_escape reason);

typedef struct vs_soa_verdict
{
  vs_soa_escape escape;		/* the first escape, or VS_SOA_SAFE */
  size_t escape_use;		/* index of that use among the reported */
  size_t nuses;			/* uses reported so far */
  unsigned unit_stride;		/* accesses by SOA shape */
  unsigned strided;
  unsigned random;
} vs_soa_verdict;

void vs_soa_verdict_init (vs_soa_verdict *v);
/* One access whose address has SOA shape SHAPE.  */
void vs_soa_verdict_access (vs_soa_verdict *v, vs_soa_shape shape);
/* One use that escapes for REASON; only the first one is kept.  */
void vs_soa_verdict_escape (vs_soa_verdict *v, vs_soa_escape reason);

bool vs_soa_verdict_safe (const vs_soa_verdict *v);
/* Safe, at least one access becomes unit-stride under SOA, and none is
   strided: an index that strides across the lanes grows with the loop,
   so the private's length bounds the loop to a few vector iterations,
   too few to pay for the strided accesses (on a Zen 5 such a loop of 8
   iterations ran 1.3 to 2 times slower vectorized).  */
bool vs_soa_verdict_profitable (const vs_soa_verdict *v);

/* Longest text vs_soa_verdict_format writes, with its NUL.  */
#define VS_SOA_VERDICT_FORMAT_MAX 128

/* Writes the verdict part of a dump line into BUF of SIZE bytes:
     safe, profitable (U unit-stride, S strided, R random accesses)
     safe, not profitable
     safe, not profitable: strided accesses (S) bound the loop to the
       array's length
     not safe: REASON
   Returns the length of the full text.  */
int vs_soa_verdict_format (const vs_soa_verdict *v, char *buf, size_t size);

#endif
