/* A group whose members are a float and an int of one struct, gathered
   with 64-bit indices: the "alt" gathers read 4 lanes into 8-element
   results, whose upper halves are zero.  The lower half, loaded as the
   anchor's float, must become an int vector before the result is put
   together (-fchecking rejected the mixed CONSTRUCTOR; make fuzz seed
   5011).  The cost client is off: the test needs the vectorizer's own
   choice of these gathers, and GCC 14, pricing the groups as their
   sequences, picks another vector size.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-vls-cost=off -fplugin-arg-libvshape-dump=vls" } */

struct fi { float f; int i; };

void
mixed (short *restrict y, const struct fi *restrict x,
       const long *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      long j = idx[k];
      y[k] = (short) ((unsigned) x[j].f + (unsigned) x[j].i);
    }
}

/* { dg-final { scan-function-dump mixed "__builtin_ia32_gatheraltdiv8si" "vls" } } */
/* { dg-final { scan-function-dump-times mixed ";; vls: group \[0-9\]+: rewritten" 8 "vls" } } */
