/* Unsigned indices whose + 1 provably cannot wrap: j is an unsigned
   short or unsigned char widened to unsigned int, or an unsigned int
   masked to 16 bits, so j + 1 (j + 2, ...) computed in unsigned int is
   j plus the constant, and x[j + 1] is next to x[j].  Each kernel is
   compiled vectorized (the vls pass may rewrite it) and as a scalar
   reference, and run_unsigned_index compares them for trip counts
   0..N.  The indices go up to the largest value of their type, and the
   gathered arrays end at a page boundary followed by a PROT_NONE page,
   so that a rewritten load reading past the last element faults.
   Included by the vls-unsigned-index-*.c tests, which choose the
   target.  */

#include <stdlib.h>

#include "guard-page.h"

#define N 203
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

unsigned short sidx[N];
unsigned char cidx[N];
unsigned midx[N];

#define KERNEL(NAME, T, ...)						\
  VEC void NAME (T *restrict y, const T *restrict x, int n)		\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }				\
  REF void NAME##_ref (T *restrict y, const T *restrict x, int n)	\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }

/* An unsigned short index.  */
KERNEL (short_d, double,
	{ unsigned j = sidx[k]; y[k] = x[j] + 2.0 * x[j + 1]; })
KERNEL (short_f, float,
	{ unsigned j = sidx[k]; y[k] = x[j] - 3.0f * x[j + 1]; })
KERNEL (short_i3, int,
	{ unsigned j = sidx[k]; y[k] = x[j] + x[j + 1] * x[j + 2]; })
/* An unsigned char index.  */
KERNEL (char_d, double,
	{ unsigned j = cidx[k]; y[k] = x[j] * x[j + 1]; })
/* An unsigned int index masked to 16 bits.  */
KERNEL (mask_d, double,
	{ unsigned j = midx[k] & 0xffff; y[k] = x[j] - x[j + 1]; })

/* Indices up to JMAX, the largest value of the index type: every odd
   lane JMAX, so that the last element is read; the others spread over
   [0, JMAX].  */
static void
set_indices (unsigned jmax)
{
  for (int i = 0; i < N; i++)
    {
      unsigned v = (i % 2) ? jmax : (i * 7919u) % (jmax + 1);
      sidx[i] = (unsigned short) v;
      cidx[i] = (unsigned char) v;
      /* High bits that the mask removes.  */
      midx[i] = v | ((unsigned) i << 16);
    }
}

/* NAME reads x[j] .. x[j + HI]: the array has JMAX + HI + 1 elements.  */
#define CHECK(NAME, T, JMAX, HI)					\
  do {									\
    static T y[N], y_ref[N];						\
    size_t count = (size_t) (JMAX) + (HI) + 1;				\
    T *x = guard_alloc (count * sizeof (T));				\
    for (size_t i = 0; i < count; i++)					\
      x[i] = (T) ((i * 37) % 101) - (T) 50;				\
    set_indices (JMAX);							\
    for (int n = 0; n <= N; n++)					\
      {									\
	for (int i = 0; i < N; i++)					\
	  y[i] = y_ref[i] = -1;						\
	NAME (y, x, n);							\
	NAME##_ref (y_ref, x, n);					\
	for (int i = 0; i < N; i++)					\
	  if (y[i] != y_ref[i])						\
	    abort ();							\
      }									\
  } while (0)

static void
run_unsigned_index (void)
{
  CHECK (short_d, double, 65535, 1);
  CHECK (short_f, float, 65535, 1);
  CHECK (short_i3, int, 65535, 2);
  CHECK (char_d, double, 255, 1);
  CHECK (mask_d, double, 65535, 1);
}
