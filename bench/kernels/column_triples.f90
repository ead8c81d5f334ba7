! A Fortran particle loop: each neighbour index j reads the three
! coordinates x(1:3, j) of a column-major x(3, n) (three gathers GCC
! vectorizes through index vectors it computes apart), projects them on
! a direction, and the result goes through a damping above a cutoff
! (a division), a branch on the species and a table read.  The plugin makes the three gathers one
! group (one 16-byte and one 8-byte load per lane, or one 32-byte load
! where it may), which it could not before it followed the products of
! gfortran's index arithmetic.
!
! Prints the result's hash on stdout and "time_ns: N" on stderr, as the
! C kernels do (bench/run.sh compares and reads them).
!
! Copyright (C) 2026 The vshape authors.
! This file is part of vshape, distributed under GPL-3.0-or-later.

module column_kernel
  implicit none
contains
  subroutine project(n, x, jl, sp, tab, w, cut, f)
    integer, intent(in) :: n
    real(8), intent(in) :: x(3, *), tab(0:7), w(3), cut
    integer, intent(in) :: jl(n), sp(*)
    real(8), intent(out) :: f(n)
    integer :: k, j, s
    real(8) :: d, e
    do k = 1, n
      j = jl(k)
      d = x(1, j) * w(1) + x(2, j) * w(2) + x(3, j) * w(3)
      ! Above the cutoff, the excess is damped: cut + e / (1 + |d|).
      e = max(d - cut, 0.0d0)
      s = iand(sp(j), 7)
      if (s > 5) s = s - 4
      f(k) = (d - e + e / (1.0d0 + abs(d))) * tab(s)
    end do
  end subroutine project
end module column_kernel

program column_triples
  use column_kernel
  implicit none
  integer, parameter :: natoms = 20000, nneigh = 40000, reps = 1500
  real(8), allocatable :: x(:, :), f(:)
  integer, allocatable :: jl(:), sp(:)
  real(8) :: tab(0:7), w(3), acc
  integer :: i, r
  integer(8) :: t0, t1, rate, hash
  integer(4) :: seed

  allocate (x(3, natoms), f(nneigh), jl(nneigh), sp(natoms))
  seed = 12345
  do i = 1, natoms
    x(1, i) = next() * 10.0d0
    x(2, i) = next() * 10.0d0
    x(3, i) = next() * 10.0d0
    sp(i) = int(next() * 8.0d0)
  end do
  do i = 1, nneigh
    jl(i) = 1 + int(next() * natoms)
  end do
  do i = 0, 7
    tab(i) = 0.5d0 + i * 0.25d0
  end do
  w = [0.48d0, 0.6d0, 0.64d0]

  acc = 0.0d0
  call system_clock(t0, rate)
  do r = 1, reps
    call project(nneigh - mod(r, 4), x, jl, sp, tab, w, 6.0d0 + mod(r, 3), f)
    acc = acc + f(1 + mod(r * 7, nneigh - 4))
  end do
  call system_clock(t1)

  hash = 0
  do i = 1, nneigh
    hash = ieor(ishftc(hash, 5), transfer(f(i), hash))
  end do
  write (*, '(a, i0, a, i0, a, i0)') 'column_triples atoms=', natoms, &
    ' neighbours=', nneigh, ' reps=', reps
  write (*, '(a, z16.16)') 'hash ', hash
  write (*, '(a, es24.16)') 'acc ', acc
  write (0, '(a, i0)') 'time_ns: ', (t1 - t0) * (1000000000_8 / rate)

contains

  ! A small linear congruential generator in [0, 1), the same on every
  ! build.
  real(8) function next()
    seed = int(mod(int(seed, 8) * 1103515245_8 + 12345_8, 2147483648_8), 4)
    next = real(seed, 8) / 2147483648.0d0
  end function next
end program column_triples
