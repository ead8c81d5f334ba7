/* The price check of predicated loops at the generic tuning
   (-march=x86-64-v3): the clamped cosine of pred-cosine.h, whose four
   indexed reads are two pairs, pays (measured on a Zen 5: 3.3 times
   faster than stock under GCC 14, which the four loads of other
   tunings held to the scalar loop).  A point field of six indexed reads
   for one division and two outputs (bench/kernels/point_field.c has
   three): at the generic tuning every indexed read is a load (a group's
   or GCC's emulation), priced 70% of a load dearer on an AMD Zen 5
   (where GCC 16's vector loop ran 1.04 times faster than scalar); a
   lone one 200% dearer with 32-byte vectors on an Intel Xeon (make
   calibrate's loop of six tables read that way ran 0.94 of stock
   vectorized), a group's 70%.  GCC 12 and 13 then vectorize it (their
   vector form of bench point_field ran 1.12 times faster than stock on
   that Xeon), GCC 14 to 16, whose vector bodies cost more, keep it
   scalar (their point_field ran 0.97 of stock vectorized there;
   pred-generic-tables.c: the three-output field).  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 neither gathers at the generic tuning nor emulates gathers: the loops stay scalar whatever their price" { vshape_gcc11 } } */
/* { dg-additional-options "-march=x86-64-v3 -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */

#include "pred-cosine.h"

/* Six reads through an index (a coordinate triple, a scale and two
   weights) for one division, kept by a select.  */
void
field (int n, const double *restrict xs, const int *restrict ixs,
       const double *restrict ws, const double *restrict wts,
       const double *restrict sc, double *restrict o)
{
  for (int k = 0; k < n; k++)
    {
      int j = ixs[k];
      double a = xs[3 * j], b = xs[3 * j + 1], c = xs[3 * j + 2];
      double r = a * a + b * b + c * c;
      double s = ws[k] / sc[(int) r & 63];
      s *= wts[j & 1023] + wts[(j >> 4) & 1023];
      s = r < 300.0 ? s : 0.0;
      o[k] = a * s + b;
      o[k + n] = b * s - c;
    }
}

/* { dg-final { scan-cost-client {function cosines gathers 4 grouped 4 groups 2 indexed 4 predicated pays} } } */
/* { dg-final { scan-function-dump cosines "loop vectorized using 32 byte vectors" "vect" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-cost-client {function field indexed 6 predicated scalar} } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-dump-not field "loop vectorized" "vect" } } */
/* { dg-final { vshape-in-versions "12 13" scan-cost-client {function field mode V8SI vf 8 indexed 6 predicated pays} } } */
/* { dg-final { vshape-in-versions "12 13" scan-function-dump field "loop vectorized using 32 byte vectors" "vect" } } */
