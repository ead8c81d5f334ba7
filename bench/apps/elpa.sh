# ELPA (Debian source package elpa), the dense symmetric eigensolver of
# electronic-structure codes (FHI-aims, CP2K, Quantum ESPRESSO, SIESTA),
# built serially (no MPI, no OpenMP) against OpenBLAS with its x86 SIMD
# kernels for the target: AVX2, and AVX-512 when -march has it.  Debian's
# own package leaves those kernels out (debian/rules: --disable-avx2
# --disable-avx512 unless DEB_BUILD_OPTIONS=custom); an HPC user building
# ELPA for the machine turns them on, and then GCC sees Intel's bare
# #pragma ivdep of their template
# (src/elpa2/kernels/real_128bit_256bit_512bit_BLOCK_template.c), which
# -fplugin-arg-libvshape-pragmas=intel honours.  Input: ELPA's own test
# program validate_real_double_eigenvectors_2stage_default_kernel_random,
# all 3000 eigenpairs of a random symmetric 3000 x 3000 matrix, block
# size 16, by the 2-stage solver with the BLOCK2 kernel of the widest
# vector set (the configured default kernel, which the program uses).
# Results: the kernel it used and its residual, eigenvector length and
# orthogonality errors, 17 digits (its timings left out).
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

app_package=elpa
# The Fortran compiler beside the driver's C compiler (gcc-12: gfortran-12).
app_fc=$(echo "$cc" | sed 's|gcc\(-[0-9.]*\)\{0,1\}$|gfortran\1|')
app_deps="make perl $(basename "$app_fc") libopenblas-dev"
app_test=validate_real_double_eigenvectors_2stage_default_kernel_random

# FLAGS on every C, C++ and Fortran file; the AVX-512 kernels only when
# FLAGS' target has AVX-512 (GCC 12's -march=native on a Zen 4 does,
# though it names it znver3).  Static, so that the test program holds
# all of ELPA's code; elpa2_print_kernels_onenode lists the kernels built.
app_build ()
{
  local src=$1 build=$2 cc=$3 cxx=$4 flags=$5 fc avx512 kernel
  fc=$(echo "$cc" | sed 's|gcc\(-[0-9.]*\)\{0,1\}$|gfortran\1|')
  if "$cc" $flags -dM -E - < /dev/null 2>/dev/null | grep -q '__AVX512F__'; then
    avx512=--enable-avx512 kernel=avx512_block2
  else
    avx512=--disable-avx512 kernel=avx2_block2
  fi
  (cd "$build" &&
     "$src/configure" --with-mpi=no --disable-openmp --disable-shared \
       --enable-static --disable-silent-rules --disable-sse \
       --disable-sse-assembly --disable-avx --enable-avx2 $avx512 \
       --with-default-real-kernel=$kernel \
       CC="$cc" CXX="$cxx" FC="$fc" \
       CFLAGS="$flags" CXXFLAGS="$flags" FCFLAGS="$flags" &&
     make -j 2 "$app_test" elpa2_print_kernels_onenode &&
     ./elpa2_print_kernels_onenode | grep 'ELPA_2STAGE_REAL_AVX')
}

app_binary ()
{
  echo "$1/$app_test"
}

app_run ()
{
  local bin=$1
  shift
  OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 "$@" "$bin" 3000 3000 16
}

# The kernel used and the three checks; not the timing tree.
app_results ()
{
  grep -e '^real_kernel = ' -e 'want to use' -e '^ *Error ' \
       -e '^ *Maximal error'
}
