/* A cycle written with gotos and entered at two points inside an omp
   simd loop.  GCC 12's jump threading turns it into a reducible loop
   plus copies before the vshape pass sees it; the lanes leave that loop
   in different iterations and the value of k after it is random.  GCC
   11 leaves the cycle irreducible: no loop, a divergent branch into the
   cycle, and k after it random all the same (more irreducible regions
   are tested with hand-built IR in unit/shape/test_divergence.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
goto_cycle (int *restrict a, int *restrict b, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int k = i;
      if (a[i] > 0)
	goto L2;
    L1:
      k += 3;
      if (k > 100)
	goto out;
    L2:
      k *= 2;
      if (k < 1000)
	goto L1;
    out:
      b[i] = k;
    }
}

/* { dg-final { scan-function-dump goto_cycle ";; divergent loop \[0-9\]+ exits to bb" "vshape" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-function-dump goto_cycle "Divergent: \\\[Shape: Random\\\] k_\[0-9\]+ = PHI <k_\[0-9\]+\\(\[0-9\]+\\), k_\[0-9\]+\\(\[0-9\]+\\), k_\[0-9\]+\\(\[0-9\]+\\)>" "vshape" { target { ! vshape_gcc11 } } } } */
/* { dg-final { vshape-in-versions "11" scan-function-dump goto_cycle ";; divergent branch in bb \[0-9\]+" "vshape" } } */
/* { dg-final { vshape-in-versions "11" scan-function-dump-not goto_cycle ";; vshape: loop 2" "vshape" } } */
/* { dg-final { vshape-in-versions "11" scan-function-dump goto_cycle "Divergent: \\\[Shape: Random\\\] k_\[0-9\]+ = PHI <k_\[0-9\]+\\(\[0-9\]+\\), k_\[0-9\]+\\(\[0-9\]+\\)>" "vshape" } } */
/* { dg-final { scan-function-dump goto_cycle "Divergent: \\\[Shape: Strided, Stride: 4\\\] \\*_\[0-9\]+ = k_\[0-9\]+;" "vshape" } } */
