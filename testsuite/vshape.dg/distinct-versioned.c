/* Stores through an index read from a list (distinct=on): the loop gets
   a copy free of dependences within the window of the target's widest
   vector, behind a check of the indices; loops the check could not
   make sound keep stock's code alone, and the dump says why.  */
/* { dg-additional-options "-fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vshape -fopt-info-vec-optimized" } */

void
hist (int n, const int *restrict idx, const float *restrict w,
      float *restrict h)
{
  for (int k = 0; k < n; k++)
    h[idx[k]] += w[k];	/* { dg-message "loop versioned: its copy assumes every 8 consecutive indices distinct" } */
}

/* The index masked and scaled to a triple of doubles, two of them
   stored: distinct masked indices mean distinct triples.  */
void
triples (int n, const int *restrict list, const double *restrict x,
	 double (*restrict f)[3])
{
  for (int k = 0; k < n; k++)
    {
      int j = list[k] & 0x3fffffff;	/* { dg-message "loop versioned: its copy assumes every 8 consecutive indices distinct" } */
      f[j][0] -= x[k];
      f[j][2] += x[k];
    }
}

/* Without restrict, the weights may be the histogram.  */
void
aliased (int n, const int *idx, const float *w, float *h)
{
  for (int k = 0; k < n; k++)
    h[idx[k]] += w[k];
}

/* An iteration stores h[i] and h[i + 1]: one element of stride apart,
   two distinct indices may still touch the same element.  */
void
pairs (int n, const int *restrict idx, const float *restrict w,
       float *restrict h)
{
  for (int k = 0; k < n; k++)
    {
      h[idx[k]] += w[k];
      h[idx[k] + 1] += w[k];
    }
}

/* A store at an address the index does not give.  */
void
also_out (int n, const int *restrict idx, const float *restrict w,
	  float *restrict h, float *restrict out)
{
  for (int k = 0; k < n; k++)
    {
      h[idx[k]] += w[k];
      out[k] = w[k];
    }
}

extern void note (int);

/* A call in the loop.  */
void
calls (int n, const int *restrict idx, const float *restrict w,
       float *restrict h)
{
  for (int k = 0; k < n; k++)
    {
      h[idx[k]] += w[k];
      note (k);
    }
}

/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "missed" } */
/* { dg-final { scan-function-lines hist ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through h_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, a copy free of dependences within 8 iterations, entered when a check finds every 8 consecutive indices distinct" "vshape" } } */
/* { dg-final { scan-function-lines hist ";; distinct: loop \[0-9\]+: after 8 failing checks in a row, the check runs once every 57 entries" "vshape" } } */
/* { dg-final { scan-function-lines triples ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through f_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, a copy free of dependences within 8 iterations" "vshape" } } */
/* { dg-final { scan-function-lines aliased ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through h_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, stock's loop alone: another access may touch the stored elements" "vshape" } } */
/* { dg-final { scan-function-lines pairs ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through \[^,\]+, stock's loop alone: (an iteration's accesses through the index reach past one element of its stride|the loop stores at an address the index does not give)" "vshape" } } */
/* { dg-final { scan-function-lines also_out ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through \[^,\]+, stock's loop alone: the loop stores at an address the index does not give" "vshape" } } */
/* { dg-final { scan-function-lines calls ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through \[^,\]+, stock's loop alone: a call in the loop may read or write memory" "vshape" } } */
