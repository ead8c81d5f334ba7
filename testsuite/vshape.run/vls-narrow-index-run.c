/* The narrow-index kernels of vls-narrow-index.h against the same loops
   built without the vectorizer.  The tables end at a PROT_NONE page and
   the indices reach their last entry: a rewritten load reading past it
   would fault.  */
/* { dg-do run { target { *-*-linux* && avx2_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx2_runtime } } } } */
/* { dg-require-effective-target vshape_byte_gathers } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "guard-page.h"
#include "../vshape.dg/vls-narrow-index.h"

#define N 1001

#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

REF static void
bytes4_ref (int n, const unsigned char *px, const unsigned char *t,
	    unsigned char *out)
{
  for (int i = 0; i < n; i++)
    out[i] = (t[4 * px[i]] * 3 + t[4 * px[i] + 1] * 5
	      + t[4 * px[i] + 2] * 7 + t[4 * px[i] + 3]) >> 4;
}

REF static void
shorts2_ref (int n, const unsigned short *px, const short *t, int *out)
{
  for (int i = 0; i < n; i++)
    out[i] = t[2 * px[i]] * 3 - t[2 * px[i] + 1] * 5;
}

int
main (void)
{
  unsigned char *pb = guard_fill (N, 1, 0);
  unsigned short *ps = guard_fill (N, sizeof (unsigned short), 1);
  const unsigned char *tb = guard_fill (4 * 256, 1, 2);
  const short *ts = guard_fill (2 * 65536, sizeof (short), 3);
  static unsigned char gb[N], wb[N];
  static int gs[N], ws[N];
  for (int i = 0; i < N; i++)
    {
      pb[i] = (unsigned char) (i * 37 + (i >> 3));
      ps[i] = (unsigned short) (i * 4099 + (i >> 2));
    }
  pb[N - 1] = 255;
  ps[N - 1] = 65535;
  for (int n = 0; n <= N; n += 1 + n / 7)
    {
      bytes4 (n, pb, tb, gb);
      bytes4_ref (n, pb, tb, wb);
      shorts2 (n, ps, ts, gs);
      shorts2_ref (n, ps, ts, ws);
      for (int i = 0; i < n; i++)
	if (gb[i] != wb[i] || gs[i] != ws[i])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-function-lines bytes4 ";; vls: group \[0-9\]+: rewritten: 4 gathers" "vls" } } */
/* GCC 14 alone prices the groups' index extractions 17 times over (its
   x86 costs scale a gather statement's vec_to_scalar entries by the
   lane count, and the client names the gather's statement): shorts2
   stayed scalar there while the client kept close calls to the target,
   and its narrower loop, cheaper than scalar, is taken now
   (vshape.dg/vls-palette.c).  */
/* { dg-final { scan-function-lines shorts2 ";; vls: group \[0-9\]+: rewritten: 2 gathers" "vls" } } */
