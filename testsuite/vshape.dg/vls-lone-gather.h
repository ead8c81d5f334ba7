/* Loops with one gather each and nothing adjacent to group it with, for
   the lone-gather tests (vls-lone-gather*.c, vls-lone-gather.C): a
   table of doubles read through an index array, a table of floats and
   one of ints read through a computed index (eight lanes on AVX2), and
   a gather under a condition (masked).  */

#ifndef VLS_LONE_GATHER_H
#define VLS_LONE_GATHER_H

#define LONE_TABLE 512

#ifdef __cplusplus
extern "C" {
#endif

extern double lone_d[LONE_TABLE];
extern float lone_f[LONE_TABLE];
extern int lone_i[LONE_TABLE];

/* out[k] = a scaled table entry at the index nb[k].  */
void __attribute__ ((noipa))
table_doubles (int n, const int *__restrict nb, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = 1.5 * lone_d[nb[k]] + (double) k;
}

/* out[k] = a float entry at an index computed from two arrays.  */
void __attribute__ ((noipa))
table_floats (int n, const int *__restrict a, const int *__restrict b,
	      float *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = lone_f[(a[k] + 3 * b[k]) & (LONE_TABLE - 1)] - 0.25f;
}

/* out[k] = the int entry at nb[k], halved when odd.  */
void __attribute__ ((noipa))
table_ints (int n, const int *__restrict nb, int *__restrict out)
{
  for (int k = 0; k < n; k++)
    {
      int v = lone_i[nb[k]];
      out[k] = (v & 1) ? v / 2 : v + k;
    }
}

/* out[k] = the table entry at nb[k] where flag[k], else 0: the lanes
   whose flag is clear must not be read.  */
void __attribute__ ((noipa))
table_masked (int n, const int *__restrict nb,
	      const int *__restrict flag, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = flag[k] ? lone_d[nb[k]] * 2.0 : 0.0;
}

#ifdef __cplusplus
}
#endif

#endif
