! Self-checking: derived-type fields read through an index (a group of
! three under the plugin) against a loop the vectorizer leaves alone.
! Small integer values: every order of the arithmetic is exact.
! { dg-do run }

include 'vls-derived.inc'

program main
  use points
  implicit none
  integer, parameter :: n = 1001, m = 300
  type(point) :: p(m)
  real(8) :: f(n), want
  integer :: jl(n), k, j
  do j = 1, m
    p(j)%x = mod(j, 9) - 4
    p(j)%y = mod(5 * j, 7)
    p(j)%z = mod(j, 31) - 15
  end do
  do k = 1, n
    jl(k) = mod(k * 101, m) + 1
  end do
  jl(1) = m
  call field(n, p, jl, f)
  !GCC$ novector
  do k = 1, n
    j = jl(k)
    want = p(j)%x * 2.0d0 + p(j)%y * 3.0d0 + p(j)%z
    if (f(k) /= want) stop 1
  end do
end program main
