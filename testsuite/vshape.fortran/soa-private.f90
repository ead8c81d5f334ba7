! A private array of an !$omp simd loop, written at constant indices and
! read at a data-dependent one: the SOA layout, its read swept over the
! index bits, and the loop vectorized.
! { dg-do compile }
! { dg-additional-options "-fplugin-arg-libvshape-dump=vshape,vls" }

include 'soa-private.inc'

! { dg-final { scan-function-dump pick ";; soa: h real\\(kind=4\\)\\\[4\\\]: safe, profitable \\(4 unit-stride, 0 strided, 1 random accesses\\)" "vshape" } }
! { dg-final { scan-function-dump pick ";; soa: h: rewritten to soa\\.\[0-9\]+ real\\(kind=4\\)\\\[4\\\]\\\[\[0-9\]+\\\], 4 accesses" "vshape" } }
! { dg-final { scan-function-dump pick ";; soa: h: rewrite kept: loop vectorized" "vls" } }
