/* The palette loops of vls-palette.h, which the cost client makes GCC
   vectorize, checked against the same loops built without the
   vectorizer.  The palettes end at a PROT_NONE page and the indices
   cover every entry, the last included: a rewritten load that read past
   the last byte of the last entry would fault.  */
/* { dg-do run { target { *-*-linux* && avx2_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx2_runtime } } } } */
/* { dg-require-effective-target vshape_byte_gathers } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "guard-page.h"
#include "../vshape.dg/vls-palette.h"

#define N 1003

#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

REF static void
luma3_ref (int n, const unsigned char *px, const struct rgb *p, int *out)
{
  for (int i = 0; i < n; i++)
    out[i] = 77 * p[px[i]].r + 150 * p[px[i]].g + 29 * p[px[i]].b;
}

REF static void
luma4_ref (int n, const unsigned char *px, const struct rgba *p, int *out)
{
  for (int i = 0; i < n; i++)
    out[i] = (77 * p[px[i]].r + 150 * p[px[i]].g + 29 * p[px[i]].b) * p[px[i]].a;
}

int
main (void)
{
  unsigned char *px = guard_fill (N, 1, 0);
  const struct rgb *p3 = guard_fill (256, sizeof (struct rgb), 3);
  const struct rgba *p4 = guard_fill (256, sizeof (struct rgba), 4);
  static int got[N], want[N];
  for (int i = 0; i < N; i++)
    px[i] = (unsigned char) (i * 37 + (i >> 3));
  px[N - 1] = 255;
  for (int n = 0; n <= N; n += 1 + n / 7)
    {
      luma3 (n, px, p3, got);
      luma3_ref (n, px, p3, want);
      for (int i = 0; i < n; i++)
	if (got[i] != want[i])
	  abort ();
      luma4 (n, px, p4, got);
      luma4_ref (n, px, p4, want);
      for (int i = 0; i < n; i++)
	if (got[i] != want[i])
	  abort ();
    }
  return 0;
}

/* Under every GCC with a cost client, the 16-lane loop of luma3 and
   the loop of luma4 are vectorized with their groups (GCC 14 left
   luma3 scalar while the client named the gather's statement for the
   lanes' index extractions, which its x86 costs scale by the lane
   count).  */
/* { dg-final { scan-function-lines luma3 ";; vls: group \[0-9\]+: rewritten: 3 gathers" "vls" } } */
/* { dg-final { scan-function-lines luma4 ";; vls: group \[0-9\]+: rewritten: 4 gathers" "vls" } } */
