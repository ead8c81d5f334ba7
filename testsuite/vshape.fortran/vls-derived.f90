! The fields of a derived type read through an index, p(j)%x, p(j)%y
! and p(j)%z: one group of three doubles 24 bytes apart, which the cost
! client prices as one in the vectorizer's cost model.
! { dg-do compile }
! { dg-skip-if "GCC 11 vectorizes no gather of scale 24" { vshape_gcc11 } }
! { dg-additional-options "-fplugin-arg-libvshape-dump=vls" }

module points
  implicit none
  type point
    real(8) :: x, y, z
  end type point
contains
  subroutine field(n, p, jl, f)
    integer, intent(in) :: n
    type(point), intent(in) :: p(*)
    integer, intent(in) :: jl(n)
    real(8), intent(out) :: f(n)
    integer :: k, j
    do k = 1, n
      j = jl(k)
      f(k) = p(j)%x * 2.0d0 + p(j)%y * 3.0d0 + p(j)%z
    end do
  end subroutine field
end module points

! { dg-final { scan-tree-dump ";; vls: group \[0-9\]+: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 8 16, span 24 bytes" "vls" } }
! { dg-final { scan-tree-dump ";; vls: group \[0-9\]+: rewritten: 3 gathers" "vls" } }
! { dg-final { scan-tree-dump ";; vls: cost client: loop \[0-9\]+, \[^\n\]*: 3 gathers, 3 in 1 group; " "vls" } }
