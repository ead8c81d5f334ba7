/* A loop the vectorizer leaves scalar (here: a store through an index,
   which AVX2 cannot scatter) reads its table through the index as the
   program wrote it: the widening the vshape pass made for the
   vectorizer is taken back after it, and the vls dump says so.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vshape,vls -fdump-tree-optimized" } */
/* { dg-additional-options "-mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=^use_gather" { target vshape_gcc11 } } */

double table[64];

void
scatter_from_table (double *restrict out, const int *restrict to,
		    const int *restrict from, int n)
{
  for (int i = 0; i < n; i++)
    out[to[i]] = table[from[i]];
}

/* { dg-final { scan-function-dump-times scatter_from_table ";; wide index: " 1 "vshape" } } */
/* { dg-final { scan-function-dump scatter_from_table ";; wide index: 1 widened indices of scalar code restored" "vls" } } */
/* { dg-final { scan-function-dump-not scatter_from_table "__vshape_wide" "optimized" } } */
/* { dg-final { scan-function-dump scatter_from_table ";; vshape: function changed: index forms" "vls" } } */
