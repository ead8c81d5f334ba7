/* With -flto GCC vectorizes at the link, and GCC records no -fplugin in
   its LTO objects for the link to take over: a compile that loads the
   plugin notes, once, the exact flags the link command needs.  */
/* { dg-do compile } */
/* { dg-require-effective-target lto } */
/* { dg-additional-options "-flto -fplugin-arg-libvshape-vls=force" } */
/* { dg-message "note: vshape: with .-flto. GCC vectorizes at link time, where the plugin is loaded only if the link command has it too: add .-fplugin=\[^ \]*libvshape\\.so -fplugin-arg-libvshape-vls=force. there" "" { target *-*-* } 0 } */

void
pair_sum (double *restrict y, const double *restrict x,
	  const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}
