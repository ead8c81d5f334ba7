/* x86's vectorizer takes the first vector size whose body beats the
   scalar loop, widest first.  A 64-byte body that the groups bring
   below scalar by less than a twentieth is priced as the scalar loop,
   so that the 32-byte one, which GCC prices far lower per iteration,
   gets its turn: column_triples.f90, whose loop this is, ran 0.91
   times as fast at 64 bytes as at 32 under GCC 14 at znver5 (AMD EPYC
   Zen 5).  At x86-64-v4, GCC 14 and 15 price the 64-byte body of
   project at 0.96 of scalar with the groups and take 32-byte vectors
   (the two ran even there on that Zen 5); GCC 16 prices it at 0.83 and
   keeps 64 bytes.  Bodies of 32 bytes and less keep the plain
   comparison.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v4 -fplugin-arg-libvshape-dump=vls" } */

void
project (int n, const double *restrict x, const int *restrict jl,
	 const int *restrict sp, const double *restrict tab,
	 const double *restrict w, double cut, double *restrict f)
{
  for (int k = 0; k < n; k++)
    {
      int j = jl[k] - 1;
      double d = x[3 * j] * w[0] + x[3 * j + 1] * w[1] + x[3 * j + 2] * w[2];
      double e = d - cut > 0.0 ? d - cut : 0.0;
      int s = sp[j] & 7;
      if (s > 5)
	s -= 4;
      f[k] = (d - e + e / (1.0 + __builtin_fabs (d))) * tab[s];
    }
}

/* { dg-final { vshape-in-versions "14 15" scan-cost-client {mode V16SI vf 16 gathers 5 grouped 3 groups 1 alone 0 regrouped no left-out no effect flips-barely} } } */
/* { dg-final { vshape-in-versions "14 15" scan-cost-client {mode V32QI vf 8 gathers 5 grouped 3 groups 1 alone 0 regrouped no left-out no effect flips} } } */
/* { dg-final { vshape-in-versions "14 15" scan-function-dump project ";; vls: group \[0-9\]+: rewritten: 3 gathers -> 8 loads \\+ 7 shuffles" "vls" } } */
/* { dg-final { vshape-in-versions "16" scan-cost-client {mode V16SI vf 16 gathers 5 grouped 3 groups 1 alone 0 regrouped no left-out no effect flips} } } */
/* { dg-final { scan-function-dump-not project "64-byte vector loop cheaper than scalar, but" "vls" { target { ! { vshape_gcc14 || vshape_gcc15 } } } } } */
