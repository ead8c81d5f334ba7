/* SOA per field: an array of structs of scalar fields is one private per
   field.  tmp.x is read only at a constant index (GCC forwards it: no
   access is left), tmp.y also at a data-dependent one, which is swept;
   tmp.y is rewritten and the loop vectorized.  (Before issue 15 such
   privates were "unsupported type".)  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape,vls" } */

struct pt { int x, y; };
void f (int *restrict a, int *restrict b, int n)
{
  struct pt tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++) { tmp[k].x = a[i] + k; tmp[k].y = k; }
      b[i] = tmp[1].x + tmp[a[i] & 3].y;
    }
}

/* { dg-final { scan-function-dump f ";; soa: tmp.x int: safe, not profitable" "vshape" } } */
/* { dg-final { scan-function-dump f ";; soa: tmp.y int: safe, profitable \\(4 unit-stride, 0 strided, 1 random accesses\\)" "vshape" } } */
/* { dg-final { scan-function-dump f ";; soa: tmp.y: rewritten to soa\[.0-9\]* int\\\[4\\\]\\\[\[0-9\]+\\\]" "vshape" } } */
/* { dg-final { scan-function-dump f ";; soa: tmp.y: rewrite kept: loop vectorized" "vls" } } */
