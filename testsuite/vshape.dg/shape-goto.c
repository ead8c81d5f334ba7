/* Unstructured control flow (seed 004, example B): lanes split by the
   divergent test on a[i] meet again at C and at D, and D is also reached
   from the uniform test on *u: both are joins, so both phis are
   divergent (the "hidden" join at C included).  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

void
gotos (int *restrict a, int *restrict b, volatile int *u, int n)
{
  for (int i = 0; i < n; i++)
    {
      int v = 0;
      if (a[i] > 0)
	goto C;
      if (*u)
	goto D;
      v = a[i] * 5;
    C:
      v = v + 1;
    D:
      b[i] = v;
    }
}

/* GCC 16's earlier passes merge C into D (one phi of three values), so
   there the branch has one join, whose phi is divergent.  */
/* { dg-final { scan-function-dump-times gotos ";; divergent branch in bb \[0-9\]+ joins at bb \[0-9\]+ \[0-9\]+\n" 1 "vshape" { target { ! vshape_gcc16 } } } } */
/* { dg-final { vshape-in-versions "16" scan-function-dump-times gotos ";; divergent branch in bb \[0-9\]+ joins at bb \[0-9\]+\n" 1 "vshape" } } */
/* { dg-final { scan-function-dump gotos "Uniform: \\\[Shape: Uniform\\\] _\[0-9\]+ =\\{v\\} \\*u_\[0-9\]+\\(D\\);" "vshape" } } */
/* { dg-final { scan-function-dump gotos "Uniform: \\\[Shape: Uniform\\\] if \\(_\[0-9\]+ != 0\\)" "vshape" } } */
/* { dg-final { scan-function-dump-times gotos "Divergent: \\\[Shape: Random\\\] \[a-z_.0-9\]+ = PHI <" 2 "vshape" { target { ! vshape_gcc16 } } } } */
/* { dg-final { vshape-in-versions "16" scan-function-dump-times gotos "Divergent: \\\[Shape: Random\\\] \[a-z_.0-9\]+ = PHI <0\\(\[0-9\]+\\), _\[0-9\]+\\(\[0-9\]+\\), 1\\(\[0-9\]+\\)>" 1 "vshape" } } */
