! Self-checking: the omp simd sums of simd-sums.inc, kept in registers
! under the plugin, equal those of a loop the vectorizer leaves alone.
! Values are whole numbers, so that every order of the additions gives
! the same bits.
! { dg-do run }

include 'simd-sums.inc'

program main
  implicit none
  integer, parameter :: n = 1003
  real(8) :: a(n), b(n), s, t, ws, wt
  integer :: idx(n), i, m
  do i = 1, n
    a(i) = mod(i * 37, 101) - 50
    b(i) = mod(i * 11, 7) - 3
    idx(i) = mod(i * 389, n) + 1
  end do
  do m = 0, n, 17
    call sums(m, a, b, idx, s, t)
    ws = 0
    wt = 0
    !GCC$ novector
    do i = 1, m
      ws = ws + a(idx(i)) * b(i)
      wt = wt + a(idx(i))
    end do
    if (s /= ws .or. t /= wt) stop 1
  end do
end program main
