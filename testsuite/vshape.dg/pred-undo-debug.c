/* With -g, predication undone in a loop the vectorizer left scalar: a
   branch inside an arm, both rewrites taken back.  Dropping a guard
   leaves a debug temporary of its comparison where the guard was, and
   the undo then moves the comparison's operand back into its arm; the
   debug bind must not read it there (GCC's SSA verifier stopped the
   compilation: "definition does not dominate use").  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -g -fplugin-arg-libvshape-dump=vls" } */

int
first_mismatch (const float *v, int lo, int n, float scale)
{
  for (int k = 0; k < 300; ++k)
    {
      float want;
      if (k < lo || k >= lo + n)
	want = k * 3 / 4;
      else if (lo <= 16)
	want = (float) (k * 3 / 4) * scale + (float) ((k - lo) * 3 / 4);
      else
	want = (float) (k * 3 / 4) + v[k - lo];
      if (want != v[k])
	return k;
    }
  return -1;
}

/* { dg-final { scan-function-dump-times first_mismatch ";; predicate: rewrite \[0-9\]+ at pred-undo-debug.c:\[0-9\]+: undone: the loop was not vectorized" 2 "vls" { target { ! vshape_gcc11 } } } } */
