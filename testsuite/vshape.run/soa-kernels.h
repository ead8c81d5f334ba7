/* Kernels with private arrays of omp simd loops, each checked against a
   plain scalar version of the same computation.  Included by the
   soa-run-*.c tests, which choose the target.  */

#include <stdio.h>
#include <stdlib.h>

#define N_MAX 1100

static int ia[N_MAX], ib[N_MAX], ref[N_MAX];
static double da[N_MAX], db[N_MAX], dref[N_MAX];

#define NOINLINE __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

/* NAME, an omp simd loop with the private array PRIV, and NAME_ref,
   the same BODY with a fresh array per iteration and no vectorizer.  */
#define KERNEL(NAME, IN, OUT, PRIV, BODY)				\
  NOINLINE void								\
  NAME (const IN *restrict a, OUT *restrict b, int n)			\
  {									\
    PRIV;								\
    _Pragma ("omp simd private(tmp)")					\
    for (int i = 0; i < n; i++)						\
      {									\
	BODY								\
      }									\
  }									\
  SCALAR void								\
  NAME##_ref (const IN *a, OUT *b, int n)				\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	PRIV;								\
	BODY								\
      }									\
  }

/* Uniform (constant) indices only, after full unrolling.  */
KERNEL (uniform_idx, int, int, int tmp[4],
	for (int k = 0; k < 4; k++)
	  tmp[k] = a[i] * (k + 1) - k;
	b[i] = tmp[0] * tmp[3] - tmp[1] + tmp[2];)

/* Uniform writes, then a read at a varying (random) index.  */
KERNEL (random_read, int, int, int tmp[8],
	for (int k = 0; k < 8; k++)
	  tmp[k] = a[i] + 3 * k;
	b[i] = tmp[a[i] & 7] + tmp[5];)

/* A write at a random index, then reads of what was written before
   (a prefix sum): reads after writes within an iteration.  */
KERNEL (random_write, int, int, int tmp[8],
	for (int k = 0; k < 8; k++)
	  tmp[k] = k;
	tmp[a[i] & 7] = a[i];
	for (int k = 1; k < 8; k++)
	  tmp[k] += tmp[k - 1];
	b[i] = tmp[7] ^ tmp[(a[i] >> 3) & 7];)

/* Doubles in an array of 3.  */
KERNEL (doubles, double, double, double tmp[3],
	tmp[0] = a[i];
	tmp[1] = a[i] * 0.5;
	tmp[2] = a[i] + 1.0;
	b[i] = tmp[0] * tmp[1] - tmp[2];)

/* A rolled inner loop over 32 ints.  */
KERNEL (rolled, int, int, int tmp[32],
	for (int k = 0; k < 32; k++)
	  tmp[k] = a[i] + k;
	int s = 0;
	for (int k = 0; k < 32; k++)
	  s += tmp[k] * k;
	b[i] = s;)

/* Strided indices (i and 2 i, SOA Strided): callers keep N <= 8.  */
KERNEL (strided_idx, int, int, int tmp[16],
	for (int k = 0; k < 16; k++)
	  tmp[k] = a[i] + k;
	tmp[i] = 7 + tmp[2 * i];
	b[i] = tmp[i] * tmp[3] + tmp[(a[i] >> 2) & 15];)

/* Chars: an odd size, uniform and random indices.  */
KERNEL (chars, int, int, signed char tmp[5],
	for (int k = 0; k < 5; k++)
	  tmp[k] = (signed char) (a[i] - k);
	b[i] = tmp[4] + tmp[a[i] % 5];)

/* A uniform index that is no constant (n & 7): the rewrite reaches the
   row through a pointer, &soa[n & 7], which an undo must follow too;
   the random store keeps AVX2 from vectorizing.  */
KERNEL (uniform_var, int, int, int tmp[8],
	for (int k = 0; k < 8; k++)
	  tmp[k] = a[i] + k;
	tmp[n & 7] += a[i];
	tmp[a[i] & 7] = 3;
	b[i] = tmp[n & 7] + tmp[(a[i] >> 3) & 7];)

/* A float histogram of 16 bins written at data-dependent indices: no
   scatter on AVX2, so the loop stays scalar there and the rewrite is
   undone.  Small integers keep every sum exact.  */
KERNEL (histogram, int, int, float tmp[16],
	for (int k = 0; k < 16; k++)
	  tmp[k] = 0.0f;
	tmp[a[i] & 15] += 1.0f;
	tmp[(a[i] >> 4) & 15] += 2.0f;
	float acc = 0.0f;
	for (int k = 0; k < 16; k++)
	  acc += tmp[k] * (float) (k + 1);
	b[i] = (int) acc;)

/* An int histogram of 8 bins: two updates at data-dependent indices,
   which the sweep folds in whole (h[b] = b == i ? h[b] + v : h[b]).  */
KERNEL (int_hist, int, int, int tmp[8],
	for (int k = 0; k < 8; k++)
	  tmp[k] = 0;
	tmp[a[i] & 7] += a[i];
	tmp[(a[i] >> 3) & 7] += 2 * a[i] - 5;
	int acc = 0;
	for (int k = 0; k < 8; k++)
	  acc += tmp[k] * (k + 1);
	b[i] = acc;)

/* The same with an integer division, which no x86 vectorizes: the loop
   stays scalar and the sweeps are undone.  */
KERNEL (int_hist_div, int, int, int tmp[8],
	for (int k = 0; k < 8; k++)
	  tmp[k] = k;
	tmp[a[i] & 7] += a[i];
	tmp[(a[i] >> 3) & 7] -= 3;
	int acc = 0;
	for (int k = 0; k < 8; k++)
	  acc += tmp[k] * (k + 1);
	b[i] = acc / (a[i] | 1);)

/* Counts in unsigned chars, which wrap: no 8-bit scatter on any x86, so
   the sweep is their way to vectorization.  */
KERNEL (uchar_count, int, int, unsigned char tmp[8],
	for (int k = 0; k < 8; k++)
	  tmp[k] = (unsigned char) (250 + k);
	tmp[a[i] & 7] += 1;
	tmp[(a[i] >> 3) & 7] += (unsigned char) a[i];
	int acc = 0;
	for (int k = 0; k < 8; k++)
	  acc += tmp[k] * (k + 1);
	b[i] = acc;)

/* Float bins: under -ftrapping-math the additions are not done on every
   bin; each sum is computed once, from a read at the data-dependent
   index, and only the stores are swept.  */
KERNEL (float_bins, int, int, float tmp[8],
	for (int k = 0; k < 8; k++)
	  tmp[k] = (float) k;
	tmp[a[i] & 7] += 1.5f;
	tmp[(a[i] >> 3) & 7] -= 2.0f * (float) (a[i] & 3);
	float acc = 0.0f;
	for (int k = 0; k < 8; k++)
	  acc += tmp[k] * (float) (k + 1);
	b[i] = (int) (acc * 2.0f);)

/* An array of structs: each scalar field is a private of its own, in
   the SOA layout, with its data-dependent accesses swept; the division
   keeps the second kernel scalar, and its rewrites are undone.  */
struct ifpair
{
  int n;
  float w;
};

KERNEL (struct_fields, int, int, struct ifpair tmp[4],
	for (int k = 0; k < 4; k++)
	  {
	    tmp[k].n = a[i] + k;
	    tmp[k].w = (float) (k * 3);
	  }
	tmp[a[i] & 3].n += 5;
	tmp[(a[i] >> 2) & 3].w = 0.5f;
	b[i] = tmp[(a[i] >> 4) & 3].n + (int) (4.0f * tmp[(a[i] >> 6) & 3].w)
	       + tmp[2].n;)

KERNEL (struct_fields_div, int, int, struct ifpair tmp[4],
	for (int k = 0; k < 4; k++)
	  {
	    tmp[k].n = a[i] - k;
	    tmp[k].w = (float) k;
	  }
	tmp[a[i] & 3].n *= 3;
	b[i] = (tmp[(a[i] >> 2) & 3].n + (int) tmp[1].w) / (a[i] | 1);)

static int failures;

static void
check_ints (const char *name, int n, const int *got, const int *want)
{
  for (int i = 0; i < n; i++)
    if (got[i] != want[i])
      {
	printf ("FAIL %s n=%d i=%d: %d, want %d\n", name, n, i, got[i],
		want[i]);
	failures++;
	return;
      }
}

static void
run_all (void)
{
  static const int sizes[] = { 0, 1, 7, 15, 16, 17, 63, 64, 65, 1003, N_MAX };
  for (int i = 0; i < N_MAX; i++)
    {
      ia[i] = (int) ((i * 2654435761u) >> 7) % 1000;
      da[i] = ia[i] * 0.25 - 3.0;
    }
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s];
#define CHECK_INT(K)					\
      for (int i = 0; i < N_MAX; i++) ib[i] = ref[i] = -7;	\
      K (ia, ib, n);					\
      K##_ref (ia, ref, n);				\
      check_ints (#K, N_MAX, ib, ref);
      CHECK_INT (uniform_idx)
      CHECK_INT (random_read)
      CHECK_INT (random_write)
      CHECK_INT (rolled)
      CHECK_INT (chars)
      CHECK_INT (histogram)
      CHECK_INT (uniform_var)
      CHECK_INT (int_hist)
      CHECK_INT (int_hist_div)
      CHECK_INT (uchar_count)
      CHECK_INT (float_bins)
      CHECK_INT (struct_fields)
      CHECK_INT (struct_fields_div)
      int m = n < 8 ? n : 8;
      for (int i = 0; i < N_MAX; i++)
	ib[i] = ref[i] = -7;
      strided_idx (ia, ib, m);
      strided_idx_ref (ia, ref, m);
      check_ints ("strided_idx", N_MAX, ib, ref);
      for (int i = 0; i < N_MAX; i++)
	db[i] = dref[i] = -7.0;
      doubles (da, db, n);
      doubles_ref (da, dref, n);
      for (int i = 0; i < N_MAX; i++)
	if (db[i] != dref[i])
	  {
	    printf ("FAIL doubles n=%d i=%d\n", n, i);
	    failures++;
	    break;
	  }
    }
  if (failures)
    abort ();
}
