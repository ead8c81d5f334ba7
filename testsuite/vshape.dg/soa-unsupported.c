/* SOA: privates whose elements cannot be split into scalar fields are
   not supported: a union, and a struct with a bit-field.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

union iu { int i; unsigned u; };
struct bits { int x : 5; int y; };

void
f (int *restrict a, int *restrict b, int n)
{
  union iu tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	tmp[k].i = a[i] + k;
      b[i] = tmp[1].i + (int) tmp[a[i] & 3].u;
    }
}

void
g (int *restrict a, int *restrict b, int n)
{
  struct bits tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	{
	  tmp[k].x = a[i] + k;
	  tmp[k].y = k;
	}
      b[i] = tmp[1].x + tmp[a[i] & 3].y;
    }
}

/* { dg-final { scan-function-dump f ";; soa: tmp union iu\\\[4\\\]: not safe: unsupported type" "vshape" } } */
/* { dg-final { scan-function-dump g ";; soa: tmp struct bits\\\[4\\\]: not safe: unsupported type" "vshape" } } */
/* { dg-final { scan-tree-dump-not "rewritten to" "vshape" } } */
