# gltfpack of meshoptimizer (Debian source package meshoptimizer), the
# mesh optimizer games and viewers use: a terrain of 5.1 million
# triangles (an OBJ file this script makes) simplified to a fifth,
# reordered for the vertex cache and the vertex fetch, quantized and
# compressed into a .glb file.  Its loops read vertex positions (x, y, z
# floats) through the index buffer.  Results: the SHA-256 of the output
# file and gltfpack's own statistics.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

app_package=meshoptimizer
app_deps="cmake make"

# meshoptimizer builds with -Werror, and GCC 12 warns wrongly in its
# AVX-512 VBMI decoder (maybe-uninitialized): that warning is off in
# both builds.
app_build ()
{
  cmake_app_build "$1" "$2" "$3" "$4" "$5 -Wno-maybe-uninitialized" gltfpack \
    -DMESHOPT_BUILD_GLTFPACK=ON
}

app_binary ()
{
  echo "$1/gltfpack"
}

# A 1600 x 1600 height field, two triangles a square.
app_input ()
{
  awk -v n=1600 'BEGIN {
    for (j = 0; j < n; j++)
      for (i = 0; i < n; i++)
        printf "v %.6f %.6f %.6f\n", i / n, j / n,
               0.05 * sin(i * 0.07) * cos(j * 0.05) + 0.01 * sin(i * j * 0.001)
    for (j = 0; j < n - 1; j++)
      for (i = 0; i < n - 1; i++) {
        a = j * n + i + 1
        printf "f %d %d %d\nf %d %d %d\n", a, a + 1, a + n, a + 1, a + n + 1, a + n
      } }' > "$1/terrain.obj"
}

app_run ()
{
  local bin=$1
  shift
  "$@" "$bin" -i "$app_input_dir/terrain.obj" -o out.glb -si 0.2 -cc -v &&
    sha256sum out.glb
}

# The statistics and the checksum; gltfpack prints no timing.
app_results ()
{
  grep -v '^$'
}
