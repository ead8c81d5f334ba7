! Self-checking: the rows x(1:3, j) read through an index (one group
! under the plugin) give what a loop the vectorizer leaves alone gives.
! Values are small integers, so that every order of the arithmetic, and
! a fused multiply-add, gives the same bits.  The indices reach the last
! column.
! { dg-do run }

include 'vls-triple.inc'

program main
  implicit none
  integer, parameter :: n = 1003, m = 257
  real(8) :: x(3, m), f(n), want
  integer :: jl(n), k, j, r
  do j = 1, m
    x(1, j) = mod(j, 13) - 6
    x(2, j) = mod(3 * j, 11) + 1
    x(3, j) = mod(7 * j, 17)
  end do
  do k = 1, n
    jl(k) = mod(k * 37, m) + 1
  end do
  jl(n) = m
  do r = 0, 2
    call trip(n - r, x, jl, f)
    !GCC$ novector
    do k = 1, n - r
      j = jl(k)
      want = x(1, j) * x(2, j) - x(3, j)
      if (f(k) /= want) stop 1
    end do
  end do
end program main
