/* At the Zen 4 tuning, which keeps gather and scatter instructions off,
   the plugin turns them on while the vectorizer runs on a function
   whose omp simd loop reads through an index under a condition, hands
   that loop to the cost model, and the predicated check decides: one
   table read a step pays (measured on a Zen 4: 1.57 to 1.76 times as
   fast as stock's scalar loop), two do not (0.85 when vectorized), and
   that loop stays scalar.  A function with another loop that reads
   through an index keeps the flags off: GCC would make gathers of that
   loop's reads, which stock GCC emulates.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no -march=znver4" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -fopenmp-simd -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#define NAME(F) F
#define ATTR
#include "gather-tuning.h"

double
with_lookup (int n, const double *__restrict r, const int *__restrict idx,
	     const double *__restrict tab, double *__restrict out, double cut)
{
  for (int k = 0; k < n; k++)
    out[k] = tab[idx[k]];
  return one_table (n, r, idx, tab, cut);
}

/* { dg-final { scan-function-lines one_table ";; vls: cost client: gathers and scatters the tuning avoids are open to the vectorizer at znver4, where they were measured, for 1 omp simd loop that reads or writes through an index under a condition \\(1 masked access\\); the predicated check decides whether it is vectorized" "vls" } } */
/* { dg-final { scan-function-dump one_table "predicated: vector body \[0-9\]+ with its 1 indexed load as slow as measured, against scalar \[0-9\]+: the vector loop pays" "vls" } } */
/* { dg-final { scan-function-dump one_table "__builtin_ia32_gather" "optimized" } } */
/* { dg-final { scan-function-lines one_table ";; vshape: function changed: \[a-z, \]*tuning" "vls" } } */
/* { dg-final { scan-function-dump two_tables "gathers and scatters the tuning avoids are open" "vls" } } */
/* { dg-final { scan-function-dump two_tables "indexed loads as slow as measured, against scalar \[0-9\]+: not a fifth cheaper" "vls" } } */
/* { dg-final { scan-function-dump-not two_tables "the vector loop pays" "vls" } } */
/* { dg-final { scan-function-dump-not two_tables "__builtin_ia32_gather" "optimized" } } */
/* { dg-final { scan-function-dump-not with_lookup "gathers and scatters the tuning avoids" "vls" } } */
