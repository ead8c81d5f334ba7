/* Switches: one on a uniform value (its phis stay uniform), one on a
   loaded value (divergent, and so is the phi where its cases meet).
   GCC 13 and later unswitch the loop on the uniform switch, which would
   leave four loops with no uniform switch in them: keep one loop.  */
/* { dg-do compile } */
/* { dg-additional-options "-fno-tree-switch-conversion -fno-unswitch-loops -fplugin-arg-libvshape-dump=vshape" } */

void
switches (int *a, int *restrict b, int *sel, int n)
{
  for (int i = 0; i < n; i++)
    {
      int v;
      switch (*sel)
	{
	case 0: v = 1; break;
	case 1: v = 5; break;
	case 7: v = 9; break;
	default: v = 3; break;
	}
      int w;
      switch (a[i])
	{
	case 0: w = 11; break;
	case 1: w = 15; break;
	case 7: w = 19; break;
	default: w = 13; break;
	}
      b[i] = v + w;
    }
}

/* { dg-final { scan-function-dump-times switches "Uniform: \\\[Shape: Uniform\\\] switch \\(_\[0-9\]+\\) <" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times switches "Divergent: \\\[Shape: Random\\\] switch \\(_\[0-9\]+\\) <" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times switches "Uniform: \\\[Shape: Uniform\\\] \[a-z_.0-9\]+ = PHI <" 4 "vshape" } } */
/* { dg-final { scan-function-dump-times switches "Divergent: \\\[Shape: Random\\\] \[a-z_.0-9\]+ = PHI <" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times switches ";; divergent branch in bb \[0-9\]+ joins at bb \[0-9\]+\n" 1 "vshape" } } */
