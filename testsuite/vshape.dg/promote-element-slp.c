/* A promoted loop the promotion keeps from the loop vectorizer (its
   multiply-adds are fused, as in the scalar loop) is left to the
   basic-block vectorizer, as the same loop written with local sums is:
   GCC 13 and later skip a loop marked so, so the mark is cleared after
   the loop vectorizer.  Node a's first two sums are packed, their
   multiply-adds fused in vectors (GCC 11's basic-block vectorizer packs
   no fused multiply-add it did not form itself).  Stock's loop, which
   stores the sums at each product, packs none.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vshape" } */

void
element_rows (int nelems, int nen, const int *en, const double *k,
	      const double *we, const double *us, double *rs)
{
  int kn = 3 * nen;
  for (int e = 0; e < nelems; e++)
    {
      const int *nodes = &en[nen * e];
      for (int a = 0; a < nen; a++)
	{
	  double *ra = &rs[3 * nodes[a]];
	  for (int b = 0; b < nen; b++)
	    {
	      const double *ub = &us[3 * nodes[b]];
	      const double *kab = &k[3 * a * kn + 3 * b];
	      for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++)
		  ra[i] += we[e] * kab[i * kn + j] * ub[j];
	    }
	}
    }
}

/* { dg-final { scan-function-dump element_rows ";; promote: loop \[0-9\]+ not vectorized: the scalar loop's multiply-adds may be fused" "vshape" } } */
/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-assembler "vfmadd\[123\]+pd" } } */
