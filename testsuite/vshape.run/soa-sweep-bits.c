/* Reads swept by the bits of their index (soa-sweep-bits.c in
   vshape.dg), haswell: tables of 8 and 5 elements, one read whose index
   a swept write shares (a chain), and one loop that stays scalar (its
   sweep undone).  Every index of the table is read; the results equal
   those of the same loops without the vectorizer.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vshape,vls" } */

#include <stdlib.h>

#define N 203

#define NOINLINE __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

static int s[N], d[N];
static short x[N];

/* NAME, an omp simd loop with the private T, and NAME_ref, the same
   BODY without the vectorizer.  */
#define KERNEL(NAME, OUT, PRIV, BODY)					\
  NOINLINE void								\
  NAME (int n, OUT *restrict out)					\
  {									\
    PRIV;								\
    _Pragma ("omp simd private(t)")					\
    for (int k = 0; k < n; k++)						\
      {									\
	BODY								\
      }									\
  }									\
  SCALAR void								\
  NAME##_ref (int n, OUT *restrict out)					\
  {									\
    for (int k = 0; k < n; k++)						\
      {									\
	PRIV;								\
	BODY								\
      }									\
  }

/* Eight chars read at two indices.  */
KERNEL (chars, int, unsigned char t[8],
	for (int b = 0; b < 8; b++)
	  t[b] = (unsigned char) (x[k] * (b + 1));
	out[k] = t[s[k] & 7] - 3 * t[(s[k] >> 3) & 7];)

/* Five shorts: a table that is not a power of two.  */
KERNEL (five, short, short t[5],
	for (int b = 0; b < 5; b++)
	  t[b] = (short) (x[k] + 7 * b);
	out[k] = t[(unsigned) s[k] % 5u];)

/* A write and a read at one index (chars, so that the read is swept,
   no 8-bit gather).  */
KERNEL (same_index, int, unsigned char t[8],
	for (int b = 0; b < 8; b++)
	  t[b] = (unsigned char) (b * x[k]);
	t[s[k] & 7] += 5;
	out[k] = t[s[k] & 7] + t[3];)

/* No vector integer division: the loop stays scalar.  */
KERNEL (divided, unsigned char, unsigned char t[8],
	for (int b = 0; b < 8; b++)
	  t[b] = (unsigned char) (s[k] / d[k] + b);
	out[k] = t[s[k] & 7];)

#define CHECK(K, OUT)							\
  {									\
    static OUT got[N], want[N];						\
    for (int n = 0; n <= N; n += (n < 20 ? 1 : 61))			\
      {									\
	for (int i = 0; i < N; i++)					\
	  got[i] = want[i] = (OUT) -1;					\
	K (n, got);							\
	K##_ref (n, want);						\
	for (int i = 0; i < N; i++)					\
	  if (got[i] != want[i])					\
	    abort ();							\
      }									\
  }

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      s[i] = (int) ((i * 2654435761u) >> 9) & 0x7fff;
      d[i] = 1 + i % 13;
      x[i] = (short) (i * 37 % 251 - 120);
    }
  CHECK (chars, int)
  CHECK (five, short)
  CHECK (same_index, int)
  CHECK (divided, unsigned char)
  return 0;
}

/* { dg-final { scan-function-lines chars ";; soa: t: 2 data-dependent reads over 8 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines five ";; soa: t: 1 data-dependent reads over 5 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines same_index ";; soa: t: 1 data-dependent reads over 8 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-tree-dump-times " = _\[0-9\]+ & 4;" 4 "vshape" } } */
/* { dg-final { scan-tree-dump-times ";; soa: t: rewrite kept: loop vectorized" 3 "vls" } } */
/* { dg-final { scan-function-lines divided ";; soa: t: 1 sweeps undone: loop not vectorized" "vls" } } */
