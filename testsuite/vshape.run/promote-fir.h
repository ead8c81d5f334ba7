/* FIR filters whose outputs are summed in place, y[i] += c[k] * x[i + k],
   in floats and in ints, each built twice: as the plugin makes it (GOT)
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

#define PAIR(NAME, T)							\
  PLUGIN void NAME##_got (int n, int taps, const T *c, const T *x, T *y) \
  { FIR (T) }								\
  NO_VOPT void NAME##_want (int n, int taps, const T *c, const T *x,	\
			    T *y)					\
  { FIR (T) }

PAIR (fir_f, float)
PAIR (fir_i, int)

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

/* Run both kernels of each type with y at offset YO of the buffers and
   compare.  */
NO_VOPT static void
check (const char *where, int yo)
{
  fill ();
  feclearexcept (FE_ALL_EXCEPT);
  fir_f_got (N, TAPS, got_f, got_f + TAPS, got_f + yo);
  int fg = fetestexcept (FE_ALL_EXCEPT);
  feclearexcept (FE_ALL_EXCEPT);
  fir_f_want (N, TAPS, want_f, want_f + TAPS, want_f + yo);
  int fw = fetestexcept (FE_ALL_EXCEPT);
  if (memcmp (got_f, want_f, sizeof got_f) != 0)
    {
      printf ("fir_f (y %s): results differ\n", where);
      failures++;
    }
  if (fg != fw)
    {
      printf ("fir_f (y %s): flags %#x, reference %#x\n", where, fg, fw);
      failures++;
    }
  fir_i_got (N, TAPS, got_i, got_i + TAPS, got_i + yo);
  fir_i_want (N, TAPS, want_i, want_i + TAPS, want_i + yo);
  if (memcmp (got_i, want_i, sizeof got_i) != 0)
    {
      printf ("fir_i (y %s): results differ\n", where);
      failures++;
    }
}

int
main (void)
{
  check ("apart", TAPS + N + TAPS);
  check ("inside x", TAPS + 20);
  check ("inside c", 5);
  if (failures)
    __builtin_abort ();
  return 0;
}
