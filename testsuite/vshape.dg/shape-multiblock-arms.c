/* Joins after arms of several blocks: the nested divergent tests all
   meet at one block, where the phi of three values is random.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

void
multi_arm (int *restrict a, int *restrict b, int *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    {
      int v;
      if (a[i] > 0)
	{
	  if (b[i] > 5)
	    v = b[i] / a[i];
	  else
	    v = c[i] / a[i];
	}
      else
	v = c[i] % 7;
      c[i] = v;
    }
}

/* { dg-final { scan-function-dump-times multi_arm ";; divergent branch in bb \[0-9\]+ joins at bb \[0-9\]+\n" 2 "vshape" } } */
/* { dg-final { scan-function-dump multi_arm "Divergent: \\\[Shape: Random\\\] v_\[0-9\]+ = PHI <v_\[0-9\]+\\(\[0-9\]+\\), v_\[0-9\]+\\(\[0-9\]+\\), v_\[0-9\]+\\(\[0-9\]+\\)>" "vshape" } } */
