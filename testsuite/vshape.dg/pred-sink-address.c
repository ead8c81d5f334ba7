/* Predication leaves a branch whose table read takes its index from a
   conversion the branch computes, when the operations that block the
   if-conversion (the multiplications) need the value read: they could
   only move after the branch, the conversion with them, but the read
   stays in the branch (GCC masks it) and needs the conversion's result
   for its address.  Before, the plugin moved them anyway, leaving the
   read before its address: GCC 12 crashed in its sink pass, GCC 16 read
   address 0 (vshape.run/pred-sink-address-run.c runs the loop).  The
   missed remark says why, and -fchecking verifies the SSA form.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fchecking -fopt-info-vec-missed" } */
/* { dg-prune-output "missed: (?!branch not)\[^\n\]*" } */
/* { dg-prune-output "note: \[^\n\]*" } */

__attribute__ ((noipa)) void
cell_energy (int n, const double *__restrict p, const double *__restrict f,
	     double *__restrict e)
{
  for (int k = 0; k < n; k++)
    {
      double x = p[2 * k], q = p[2 * k + 1];
      double r2 = x * x + q * q;
      double r = 0.0;
      if (r2 < 100.0) /* { dg-message "missed: branch not predicated: multiplication: it needs a value loaded inside the branch, and the branch accesses memory at an address made of its result" } */
	{
	  int cell = (int) (x * 0.5 + 8.0) & 15;
	  r = q * f[cell] * (100.0 - r2);
	}
      e[k] = r;
    }
}
