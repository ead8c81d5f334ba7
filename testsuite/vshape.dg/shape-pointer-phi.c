/* Pointer phis: a pointer induction advances 4 bytes per lane (a
   unit-stride access of an int); a pointer chosen by a divergent test
   between two uniform pointers is random, and so is the load through
   it.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

void
pointer_iv (int *p, int *end)
{
  for (; p != end; p++)
    *p = *p * 3 + 1;
}

void
pointer_select (int *restrict q, int *restrict r, int *restrict s, int n)
{
  for (int i = 0; i < n; i++)
    {
      int *t = s[i] > 0 ? q : r;
      s[i] = *t;
    }
}

/* { dg-final { scan-function-dump pointer_iv "Divergent: \\\[Shape: Strided, Stride: 4\\\] p_\[0-9\]+ = PHI <p_\[0-9\]+\\(\[0-9\]+\\), p_\[0-9\]+\\(D\\)\\(\[0-9\]+\\)>" "vshape" } } */
/* { dg-final { scan-function-dump pointer_iv "Divergent: \\\[Shape: Strided, Stride: 4\\\] \\*p_\[0-9\]+ = _\[0-9\]+;" "vshape" } } */
/* { dg-final { scan-function-dump pointer_iv "accesses 0 uniform, 2 unit-stride, 0 strided, 0 random" "vshape" } } */
/* The phi of t is an iftmp until GCC 15 and keeps t's name in GCC 16.  */
/* { dg-final { scan-function-dump pointer_select "Divergent: \\\[Shape: Random\\\] (?:iftmp\[.0-9_\]+|t_\[0-9\]+) = PHI <q_\[0-9\]+\\(D\\)\\(\[0-9\]+\\), r_\[0-9\]+\\(D\\)\\(\[0-9\]+\\)>" "vshape" } } */
/* { dg-final { scan-function-dump pointer_select "Divergent: \\\[Shape: Random\\\] _\[0-9\]+ = \\*(?:iftmp\[.0-9_\]+|t_\[0-9\]+);" "vshape" } } */
/* { dg-final { scan-function-dump pointer_select "accesses 0 uniform, 2 unit-stride, 0 strided, 1 random" "vshape" } } */
