! The shapes of a Fortran loop that reads through an index: the loop
! counter and the store are strided (the store by 8 bytes), the index
! read and everything computed from it random, the exit test uniform.
! { dg-do compile }
! { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" }

subroutine trip(n, x, jl, f)
  integer, intent(in) :: n
  real(8), intent(in) :: x(3, *)
  integer, intent(in) :: jl(n)
  real(8), intent(out) :: f(n)
  integer :: k, j
  do k = 1, n
    j = jl(k)
    f(k) = x(1, j) * x(2, j) - x(3, j)
  end do
end subroutine trip

! { dg-final { scan-function-dump trip ";; vshape: loop 1 at \[^\\n\]*shape-gather\\.f90:13, depth 1" "vshape" } }
! { dg-final { scan-function-dump trip "Divergent: \\\[Shape: Unit Stride, Stride: 1\\\] k_\[0-9\]+ = PHI" "vshape" } }
! { dg-final { scan-function-dump trip "Divergent: \\\[Shape: Random\\\] j_\[0-9\]+ = \\(\\*jl_\[0-9\]+\\(D\\)\\)\\\[_\[0-9\]+\\\];" "vshape" } }
! { dg-final { scan-function-dump-times trip "Divergent: \\\[Shape: Random\\\] _\[0-9\]+ = \\(\\*x_\[0-9\]+\\(D\\)\\)\\\[_\[0-9\]+\\\];" 3 "vshape" } }
! { dg-final { scan-function-dump trip "Divergent: \\\[Shape: Strided, Stride: 8\\\] \\(\\*f_\[0-9\]+\\(D\\)\\)\\\[_\[0-9\]+\\\] = _\[0-9\]+;" "vshape" } }
! { dg-final { scan-function-dump trip "Uniform: \\\[Shape: Uniform\\\] if \\(" "vshape" } }
