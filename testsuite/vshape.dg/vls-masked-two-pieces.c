/* A masked group's lane pays for its mask bit at each load or store
   that reads or writes it, not once: a triple of floats (12 bytes)
   loads each lane in two pieces.  With the Zen 3 tuning and AVX-512
   (what GCC 11 and 12 make of -march=native on a Zen 4 or 5), the
   16-lane triple, priced with one mask per lane, was rewritten and ran
   0.945 of stock on an AMD Zen 5 (make calibrate); now its pair is a
   group and the third gather stays, even with stock.  Pairs and quads,
   one piece a lane, stay groups (1.13 and 1.9 times faster).  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_znver3_tuning_gathers } */
/* { dg-require-effective-target vshape_masked_gather_groups } */
/* { dg-additional-options "-march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -mavx512cd -fplugin-arg-libvshape-dump=vls" } */

void
pair (float *restrict y, const float *restrict x, const int *restrict idx,
      const int *restrict m, int n)
{
  for (int k = 0; k < n; k++)
    if (m[k])
      {
	int j = idx[k];
	y[k] = x[j] + 2 * x[j + 1];
      }
}

void
triple (float *restrict y, const float *restrict x, const int *restrict idx,
	const int *restrict m, int n)
{
  for (int k = 0; k < n; k++)
    if (m[k])
      {
	int j = idx[k];
	y[k] = x[j] + 2 * x[j + 1] + 3 * x[j + 2];
      }
}

void
quad (float *restrict y, const float *restrict x, const int *restrict idx,
      const int *restrict m, int n)
{
  for (int k = 0; k < n; k++)
    if (m[k])
      {
	int j = idx[k];
	y[k] = x[j] + 2 * x[j + 1] + 3 * x[j + 2] + 4 * x[j + 3];
      }
}

/* { dg-final { scan-function-lines pair ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 16 loads \\+ 16 shuffles" "vls" } } */
/* { dg-final { scan-function-lines-not triple ";; vls: group \[0-9\]+: rewritten: 3 gathers -> 32 loads" "vls" } } */
/* { dg-final { scan-function-lines triple ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 16 loads \\+ 16 shuffles" "vls" } } */
/* { dg-final { scan-function-lines quad ";; vls: group \[0-9\]+: rewritten: 4 gathers -> 16 loads" "vls" } } */
