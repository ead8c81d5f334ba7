/* A load from a uniform address is uniform, so is a branch on it, and
   the phi at the branch's join, whose incoming values are uniform: no
   divergent branch.  (flag may alias a, so the load stays in the
   loop.)  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

void
uniform_load (int *a, int *flag, int n)
{
  for (int i = 0; i < n; i++)
    {
      int v;
      if (*flag > 0)
	v = *flag * 3;
      else
	v = 7;
      a[i] = v;
    }
}

/* { dg-final { scan-function-dump uniform_load "Uniform: \\\[Shape: Uniform\\\] _\[0-9\]+ = \\*flag_\[0-9\]+\\(D\\);" "vshape" } } */
/* { dg-final { scan-function-dump uniform_load "Uniform: \\\[Shape: Uniform\\\] if \\(_\[0-9\]+ > 0\\)" "vshape" } } */
/* { dg-final { scan-function-dump uniform_load "Uniform: \\\[Shape: Uniform\\\] v_\[0-9\]+ = PHI <v_\[0-9\]+\\(\[0-9\]+\\), 7\\(\[0-9\]+\\)>" "vshape" } } */
/* { dg-final { scan-function-dump uniform_load "accesses 1 uniform, 1 unit-stride, 0 strided, 0 random" "vshape" } } */
/* { dg-final { scan-function-dump-not uniform_load ";; divergent branch" "vshape" } } */
