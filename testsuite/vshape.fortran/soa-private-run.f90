! Self-checking: a private array of an !$omp simd loop read at a
! data-dependent index (SOA layout, swept read under the plugin)
! against a loop the vectorizer leaves alone.  Values whose sums and
! products are exact in single precision.
! { dg-do run }

include 'soa-private.inc'

program main
  implicit none
  integer, parameter :: n = 999
  real :: x(n), out(n), h(4), want
  integer :: s(n), i, b
  do i = 1, n
    x(i) = mod(i, 23) - 11
    s(i) = mod(i * 7, 10)
  end do
  call pick(n, s, x, out)
  !GCC$ novector
  do i = 1, n
    h(1) = x(i)
    h(2) = 2.0 * x(i)
    h(3) = x(i) + 1.0
    h(4) = x(i) * x(i)
    b = iand(s(i), 3) + 1
    want = h(b) + h(1)
    if (out(i) /= want) stop 1
  end do
end program main
