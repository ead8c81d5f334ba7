/* A function the plugin does not change keeps GCC's order of its
   stores, byte for byte: GCC 11 to 16 store this loop's two 64-byte
   vectors upper half first, and the store-order pass leaves them so.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=sapphirerapids -Wno-psabi -fplugin-arg-libvshape-dump=store-order" } */

typedef int v16si __attribute__ ((vector_size (64)));
typedef double v8df __attribute__ ((vector_size (64)));
typedef unsigned long long v8du __attribute__ ((vector_size (64)));
typedef double v8df_u __attribute__ ((vector_size (64), aligned (8)));
typedef int v16si_u __attribute__ ((vector_size (64), aligned (4)));

void
halves (int n, int r, const int *ix, const double *x, double *out, v8df t0,
	v8df t1)
{
  v16si add = (v16si) { 0 } + 4 * r;
  for (int k = 0; k < n; k += 16)
    {
      v16si i = *(const v16si_u *) (ix + k) + add;
      v8du lo = (v8du) __builtin_shuffle (i, (v16si) { 0, 0, 1, 1, 2, 2, 3, 3,
						      4, 4, 5, 5, 6, 6, 7, 7 });
      v8du hi = (v8du) __builtin_shuffle (i, (v16si) { 8, 8, 9, 9, 10, 10, 11,
						      11, 12, 12, 13, 13, 14,
						      14, 15, 15 });
      v8df a = __builtin_shuffle (t0, t1, lo) * *(const v8df_u *) (x + k);
      v8df b = __builtin_shuffle (t0, t1, hi) * *(const v8df_u *) (x + k + 8);
      *(v8df_u *) (out + k) = a;
      *(v8df_u *) (out + k + 8) = b;
    }
}

/* { dg-final { scan-rtl-dump ";; vshape: stores left in GCC's order: the plugin did not change this function" "store-order" } } */
/* { dg-final { scan-rtl-dump-not "vector stores \\(insns" "store-order" } } */
/* { dg-final { scan-assembler "vmovupd\[ \t\]+%zmm\[0-9\]+, 64\\((%r\[a-z0-9\]+),(%r\[a-z0-9\]+),8\\)\n\[ \t\]+vmovupd\[ \t\]+%zmm\[0-9\]+, \\(\\1,\\2,8\\)" } } */
