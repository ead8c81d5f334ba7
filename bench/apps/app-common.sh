# Helpers of the app definitions (sourced by bench/apps/run.sh).  Like
# every function of the apps, they keep their variables local (the
# driver's are global).
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

# Configure the CMake project SRC into BUILD with compilers CC and CXX
# and FLAGS as every file's flags (no build type adds any), with the
# further cmake arguments given; then build TARGET with two jobs.  CMake
# 4 (Debian unstable) refuses projects that ask for CMake before 3.5
# unless told the oldest policies to apply.
# Usage: cmake_app_build SRC BUILD CC CXX FLAGS TARGET [CMAKE-ARG...]
cmake_app_build ()
{
  local cm_src=$1 cm_build=$2 cm_cc=$3 cm_cxx=$4 cm_flags=$5 cm_target=$6
  shift 6
  cmake -S "$cm_src" -B "$cm_build" -DCMAKE_BUILD_TYPE=None \
	-DCMAKE_C_COMPILER="$cm_cc" -DCMAKE_CXX_COMPILER="$cm_cxx" \
	-DCMAKE_C_FLAGS="$cm_flags" -DCMAKE_CXX_FLAGS="$cm_flags" \
	-DCMAKE_POLICY_VERSION_MINIMUM=3.5 "$@" &&
    cmake --build "$cm_build" -j 2 --target "$cm_target"
}
