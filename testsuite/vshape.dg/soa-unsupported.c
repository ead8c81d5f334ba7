/* SOA: privates of structs are not supported (arrays of scalars only).  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

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

/* { dg-final { scan-tree-dump-times ";; soa: tmp struct pt\\\[4\\\]: not safe: unsupported type" 1 "vshape" } } */
/* { dg-final { scan-tree-dump-not "rewritten to" "vshape" } } */
