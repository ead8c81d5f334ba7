/* FIR filters whose outputs are summed in place, y[i] += c[k] * x[i + k],
   and the same as convolutions (x read backwards), in floats and in
   ints, each built twice: as the plugin makes it (GOT)
   and without the vectorizer, whose passes the plugin's run beside
   (WANT, the reference).  The promoted tap loop of ints is an ordinary
   reduction the vectorizer takes; that of floats stays scalar where
   GCC may fuse its multiply-adds, which a vectorized in-order sum
   would not.  main runs both with y apart from c and x, inside x (a
   later output's taps read an earlier output) and inside c, with data
   whose products round, and compares results bit for bit and the
   floating-point flags raised.  */

#include <fenv.h>
#include <stdio.h>
#include <string.h>

#define N 200
#define TAPS 37
#define MEM (N + TAPS + N + TAPS)

#define NO_VOPT __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define PLUGIN __attribute__ ((noipa))

#define FIR(T)								\
  for (int i = 0; i < n; i++)						\
    {									\
      y[i] = 0;								\
      for (int k = 0; k < taps; k++)					\
	y[i] += c[k] * x[i + k];					\
    }

/* The same as a convolution, x read backwards.  */
#define CONV(T)								\
  for (int i = 0; i < n; i++)						\
    {									\
      y[i] = 0;								\
      for (int k = 0; k < taps; k++)					\
	y[i] += c[k] * x[i + taps - 1 - k];				\
    }

#define PAIR(NAME, T, BODY)						\
  PLUGIN void NAME##_got (int n, int taps, const T *c, const T *x, T *y) \
  { BODY (T) }								\
  NO_VOPT void NAME##_want (int n, int taps, const T *c, const T *x,	\
			    T *y)					\
  { BODY (T) }

PAIR (fir_f, float, FIR)
PAIR (fir_i, int, FIR)
PAIR (conv_f, float, CONV)
PAIR (conv_i, int, CONV)

/* One buffer per type holds c, x and y, so that they can overlap: c at
   0, x after it.  */
static float got_f[MEM], want_f[MEM];
static int got_i[MEM], want_i[MEM];
static int failures;

NO_VOPT static void
fill (void)
{
  unsigned s = 12345;
  for (int m = 0; m < MEM; m++)
    {
      s = s * 1103515245u + 12345u;
      got_f[m] = want_f[m] = (float) (s >> 8) / 16777216.0f - 0.3f;
      got_i[m] = want_i[m] = (int) (s >> 20) - 2048;
    }
}

typedef void kernel_f (int, int, const float *, const float *, float *);
typedef void kernel_i (int, int, const int *, const int *, int *);

/* Run the kernels NAME of floats (GOT_F, WANT_F) and of ints (GOT_I,
   WANT_I) with y at offset YO of the buffers and compare.  */
NO_VOPT static void
check (const char *name, kernel_f *gf, kernel_f *wf, kernel_i *gi,
       kernel_i *wi, const char *where, int yo)
{
  fill ();
  feclearexcept (FE_ALL_EXCEPT);
  gf (N, TAPS, got_f, got_f + TAPS, got_f + yo);
  int fg = fetestexcept (FE_ALL_EXCEPT);
  feclearexcept (FE_ALL_EXCEPT);
  wf (N, TAPS, want_f, want_f + TAPS, want_f + yo);
  int fw = fetestexcept (FE_ALL_EXCEPT);
  if (memcmp (got_f, want_f, sizeof got_f) != 0)
    {
      printf ("%s of floats (y %s): results differ\n", name, where);
      failures++;
    }
  if (fg != fw)
    {
      printf ("%s of floats (y %s): flags %#x, reference %#x\n", name,
	      where, fg, fw);
      failures++;
    }
  gi (N, TAPS, got_i, got_i + TAPS, got_i + yo);
  wi (N, TAPS, want_i, want_i + TAPS, want_i + yo);
  if (memcmp (got_i, want_i, sizeof got_i) != 0)
    {
      printf ("%s of ints (y %s): results differ\n", name, where);
      failures++;
    }
}

#define CHECK(NAME, WHERE, YO)						\
  check (#NAME, NAME##_f_got, NAME##_f_want, NAME##_i_got,		\
	 NAME##_i_want, WHERE, YO)

int
main (void)
{
  CHECK (fir, "apart", TAPS + N + TAPS);
  CHECK (fir, "inside x", TAPS + 20);
  CHECK (fir, "inside c", 5);
  CHECK (conv, "apart", TAPS + N + TAPS);
  CHECK (conv, "inside x", TAPS + 20);
  CHECK (conv, "inside c", 5);
  if (failures)
    {
      fflush (stdout);
      __builtin_abort ();
    }
  return 0;
}
