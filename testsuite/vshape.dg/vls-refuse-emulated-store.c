/* A store between the scalar loads of one emulated gather: the gather
   is refused (GCC 12's vectorizer does not emit this, so the loop is
   written in GIMPLE).  */
/* { dg-do compile } */
/* { dg-additional-options "-fgimple -march=haswell -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

typedef double v2df __attribute__ ((vector_size (16)));
typedef int v4si __attribute__ ((vector_size (16)));

void __GIMPLE (ssa, startwith ("loop"))
f (double *x, v4si *ip, v2df *out, double *w, int n)
{
  v4si iv;
  int i0; int i1; int k;
  unsigned long o0; unsigned long o1;
  double *p0; double *p1;
  double a; double b; double c; double d;
  v2df r0; v2df r1;

  __BB(2):
  goto __BB3;

  __BB(3,loop_header(1)):
  k_1 = __PHI (__BB2: 0, __BB5: k_2);
  iv_3 = *ip_4(D);
  i0_5 = __BIT_FIELD_REF <int> (iv_3, 32, 0);
  i1_6 = __BIT_FIELD_REF <int> (iv_3, 32, 32);
  o0_7 = (unsigned long) i0_5;
  o1_8 = (unsigned long) i1_6;
  o0_9 = o0_7 * 8ul;
  o1_10 = o1_8 * 8ul;
  p0_11 = x_12(D) + o0_9;
  p1_13 = x_12(D) + o1_10;
  a_14 = __MEM <double> (p0_11);
  *w_20(D) = 1.0;
  b_15 = __MEM <double> (p1_13);
  r0_16 = _Literal (v2df) {a_14, b_15};
  c_17 = __MEM <double> (p0_11 + 8);
  d_18 = __MEM <double> (p1_13 + 8);
  r1_19 = _Literal (v2df) {c_17, d_18};
  *out_21(D) = r0_16;
  __MEM <v2df> (out_21(D) + 16) = r1_19;
  k_2 = k_1 + 1;
  if (k_2 < n_22(D))
    goto __BB5;
  else
    goto __BB4;

  __BB(5):
  goto __BB3;

  __BB(4):
  return;
}

/* { dg-final { scan-function-dump f ";; vls: gather 0: store between the lanes of an emulated gather" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: gather 1: emulated, 2 x 8 bytes, base x_12\\(D\\), index iv_3\\\[0..1\\\], scale 8, offset 8" "vls" } } */
/* { dg-final { scan-function-dump-not f "rewritten" "vls" } } */
