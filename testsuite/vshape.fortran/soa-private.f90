! A private array of an !$omp simd loop, written at constant indices and
! read at a data-dependent one: the SOA layout, its read swept over the
! index bits, and the loop vectorized.
! { dg-do compile }
! { dg-additional-options "-fplugin-arg-libvshape-dump=vshape,vls" }

subroutine pick(n, s, x, out)
  integer, intent(in) :: n
  integer, intent(in) :: s(n)
  real, intent(in) :: x(n)
  real, intent(out) :: out(n)
  real :: h(4)
  integer :: i, b
  !$omp simd private(h)
  do i = 1, n
    h(1) = x(i)
    h(2) = 2.0 * x(i)
    h(3) = x(i) + 1.0
    h(4) = x(i) * x(i)
    b = iand(s(i), 3) + 1
    out(i) = h(b) + h(1)
  end do
end subroutine pick

! { dg-final { scan-tree-dump ";; soa: h real\\(kind=4\\)\\\[4\\\]: safe, profitable \\(4 unit-stride, 0 strided, 1 random accesses\\)" "vshape" } }
! { dg-final { scan-tree-dump ";; soa: h: rewritten to soa\\.\[0-9\]+ real\\(kind=4\\)\\\[4\\\]\\\[\[0-9\]+\\\], 4 accesses" "vshape" } }
! { dg-final { scan-tree-dump ";; soa: h: rewrite kept: loop vectorized" "vls" } }
