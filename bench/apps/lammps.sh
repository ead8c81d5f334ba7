# LAMMPS (Debian source package lammps), serial, with its OPENMP package:
# the Lennard-Jones melt of its examples/melt scaled to 32,000 atoms and
# 600 steps, run with the OPENMP styles on one thread (-sf omp), whose
# pair loop reads each neighbour's position, a dbl3_t struct of x, y, z,
# through the neighbour list.  Results: the thermodynamic output (step,
# temperature, energies, pressure) printed with 15 digits.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

app_package=lammps
app_deps="cmake make"

app_build ()
{
  cmake_app_build "$1/cmake" "$2" "$3" "$4" "$5" lmp \
    -DBUILD_MPI=no -DBUILD_OMP=yes -DPKG_OPENMP=yes -DLAMMPS_MACHINE=serial \
    -DBUILD_SHARED_LIBS=no -DBUILD_TOOLS=no -DWITH_JPEG=no -DWITH_PNG=no \
    -DWITH_GZIP=no -DWITH_FFMPEG=no
}

app_binary ()
{
  echo "$1/lmp_serial"
}

# Run BIN (after the launcher words given) on the melt input.
app_run ()
{
  local bin=$1
  shift
  cat > in.melt <<'EOT'
units           lj
atom_style      atomic
lattice         fcc 0.8442
region          box block 0 20 0 20 0 20
create_box      1 box
create_atoms    1 box
mass            1 1.0
velocity        all create 3.0 87287 loop geom
pair_style      lj/cut 2.5
pair_coeff      1 1 1.0 1.0 2.5
neighbor        0.3 bin
neigh_modify    every 20 delay 0 check no
fix             1 all nve
thermo          50
thermo_modify   format float %22.15g
run             600
EOT
  OMP_NUM_THREADS=1 "$@" "$bin" -in in.melt -sf omp -pk omp 1 -log none -nocite
}

# The thermodynamic rows between the header and the loop time.
app_results ()
{
  awk '/^ *Step / { on = 1; next } /^Loop time/ { on = 0 } on && /^ *[0-9]/'
}
