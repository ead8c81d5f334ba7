/* The wide-index kernels of vls-wide-index.h against the same loops
   built without the vectorizer, at -march=haswell with gathers off
   (where the plugin widens their indices and GCC emulates the
   gathers), over every trip count to 300 and indices reaching each
   table's first and last entries.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-dump=vshape" } */
/* { dg-additional-options "-mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=^use_gather" { target vshape_gcc11 } } */

#include <stdlib.h>
#include "../vshape.dg/vls-wide-index.h"

#define N 300

#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

REF static void
table_pair_ref (int n, int ti, const int *nb, const int *types, double *out)
{
  for (int k = 0; k < n; k++)
    {
      int t = ti + types[nb[k]];
      double r = 1.0 + (double) k;
      out[k] = eps[t] * r - sig[t] / r;
    }
}

REF static void
struct_fields_ref (int n, const int *nb, double *out)
{
  for (int k = 0; k < n; k++)
    out[k] = atoms[nb[k]].x * 3.0 - atoms[nb[k]].z;
}

REF static void
short_index_ref (int n, const unsigned short *px, double *out)
{
  for (int k = 0; k < n; k++)
    out[k] = wide_table[px[k]] * 0.5 + (double) k;
}

int
main (void)
{
  static int nb[N], types[1024];
  static unsigned short px[N];
  static double got[N], want[N];
  for (int i = 0; i < TYPES * TYPES; i++)
    {
      eps[i] = 0.5 + 0.25 * i;
      sig[i] = 1.0 + 0.125 * (i % 5);
    }
  for (int i = 0; i < 1024; i++)
    {
      atoms[i].x = i * 1.5;
      atoms[i].y = -1.0;
      atoms[i].z = i * 0.25 - 7.0;
      types[i] = (i * 7) % TYPES;
    }
  for (int i = 0; i < 65536; i++)
    wide_table[i] = i * 0.001 - 3.0;
  for (int i = 0; i < N; i++)
    {
      nb[i] = (i * 613 + 5) % 1024;
      px[i] = (unsigned short) (i * 4099 + 17);
    }
  nb[0] = 0, nb[N - 1] = 1023;
  px[0] = 0, px[N - 1] = 65535;
  for (int n = 0; n <= N; n += 1 + n / 9)
    for (int ti = 0; ti < TYPES * TYPES; ti += TYPES)
      {
	table_pair (n, ti, nb, types, got);
	table_pair_ref (n, ti, nb, types, want);
	for (int k = 0; k < n; k++)
	  if (got[k] != want[k])
	    abort ();
	struct_fields (n, nb, got);
	struct_fields_ref (n, nb, want);
	for (int k = 0; k < n; k++)
	  if (got[k] != want[k])
	    abort ();
	short_index (n, px, got);
	short_index_ref (n, px, want);
	for (int k = 0; k < n; k++)
	  if (got[k] != want[k])
	    abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times ";; wide index: " 5 "vshape" } } */
