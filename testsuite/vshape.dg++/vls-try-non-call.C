// The refusal that must stay: with -fnon-call-exceptions inside a try,
// every load may throw to the handler of this function.  GCC 12 then
// vectorizes nothing (the exception edges are "control flow in loop"), so there is no
// gather to group; were there one, the vls pass would keep it ("a gather
// may throw to a handler in this function").
// { dg-do compile }
// { dg-additional-options "-fnon-call-exceptions -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" }

extern void note_failure ();

void
pairs (double *__restrict y, const double *__restrict x,
       const int *__restrict idx, int n)
{
  try
    {
      for (int k = 0; k < n; k++)
	{
	  int j = idx[k];
	  y[k] = x[j] + 2.0 * x[j + 1];
	}
    }
  catch (...)
    {
      note_failure ();
    }
}

// { dg-final { scan-function-dump pairs "vectorized 0 loops in function" "vect" } }
// GCC 14 and later refuse the loop earlier, for its niter analysis.
// { dg-final { vshape-in-versions "11 12 13" scan-function-dump pairs "not vectorized: control flow in loop" "vect" } }
// { dg-final { scan-function-dump-not pairs ";; vls: gather" "vls" } }
// { dg-final { scan-function-dump-not pairs "rewritten" "vls" } }
