/* Without the SOA rewrite GCC 12 refuses the loop of soa-vectorized.c:
   the read at a varying index of the AOS private is no gather it can
   do.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-soa=off -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

void
lane (int *restrict a, int *restrict b, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	tmp[k] = a[i] + k;
      b[i] = tmp[a[i] & 3];
    }
}

/* { dg-final { scan-function-dump lane "not suitable for gather load" "vect" { target { ! vshape_gcc11 } } } } */
/* GCC 11 looks at the stores first.  */
/* { dg-final { vshape-in-versions "11" scan-function-dump lane "not suitable for scatter store" "vect" } } */
/* { dg-final { scan-function-dump lane "vectorized 0 loops in function" "vect" } } */
/* { dg-final { scan-function-dump-not lane ";; soa:" "vshape" } } */
