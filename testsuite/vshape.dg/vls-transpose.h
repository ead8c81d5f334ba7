/* Loops that read four interleaved 64-bit streams (blocks of four
   doubles or integers), which the vectorizer splits into four vectors
   of one stream each with two levels of even and odd extractions: a
   4x4 transpose of each four loaded vectors; and one that stores such
   blocks.  Shared by the dump tests
   (vls-transpose.c, vls-transpose-512.c, vls-transpose.C) and the run
   test (vshape.run/vls-transpose-run.c).  */

#define TR_NOINLINE __attribute__ ((noipa))

/* A 2x2 block times a vector pair, four doubles per block.  */
TR_NOINLINE void
block_times_pair (int n, const double *__restrict q,
		  const double *__restrict x, double *__restrict o)
{
  for (int k = 0; k < n; k++)
    o[k] = (q[4 * k] * x[k] + q[4 * k + 1]) * x[k]
	   + q[4 * k + 2] * x[k] - q[4 * k + 3];
}

/* Four 64-bit fields of a record mixed into one hash.  */
TR_NOINLINE void
record_hash (int n, const unsigned long long *__restrict r,
	     unsigned long long *__restrict o)
{
  for (int k = 0; k < n; k++)
    o[k] = (r[4 * k] ^ (r[4 * k + 1] << 3)) + (r[4 * k + 2] >> 2)
	   - r[4 * k + 3];
}

/* Four values per element stored as a block of four doubles: the
   vectorizer interleaves the four result vectors, the same transpose
   before the stores.  */
TR_NOINLINE void
spread_block (int n, const double *__restrict x, double *__restrict q)
{
  for (int k = 0; k < n; k++)
    {
      q[4 * k] = x[k] * 2.0;
      q[4 * k + 1] = x[k] + 1.0;
      q[4 * k + 2] = x[k] * x[k];
      q[4 * k + 3] = x[k] - 3.0;
    }
}

/* Eight doubles per record (a particle's position, velocity, mass and
   charge): three levels of extractions split them, two 4x4 transposes
   (fields 0-3 and 4-7 of four records) sharing the first two levels.  */
TR_NOINLINE void
particle_terms (int n, const double *__restrict p, double *__restrict o)
{
  for (int k = 0; k < n; k++)
    o[k] = p[8 * k] * p[8 * k + 3] + p[8 * k + 1] * p[8 * k + 4]
	   + p[8 * k + 2] * p[8 * k + 5] - p[8 * k + 6] / p[8 * k + 7];
}

/* Eight floats per record (position and velocity with padding, mass,
   charge): three levels of extractions of 32-bit elements, an 8x8
   transpose.  */
TR_NOINLINE void
float_record_terms (int n, const float *__restrict p, float *__restrict o)
{
  for (int k = 0; k < n; k++)
    o[k] = p[8 * k] * p[8 * k + 3] + p[8 * k + 1] * p[8 * k + 4]
	   + p[8 * k + 2] * p[8 * k + 5] - p[8 * k + 6] * p[8 * k + 7];
}

/* Eight 32-bit fields of a record mixed into one hash.  */
TR_NOINLINE void
record8_hash (int n, const unsigned *__restrict r, unsigned *__restrict o)
{
  for (int k = 0; k < n; k++)
    o[k] = (r[8 * k] ^ (r[8 * k + 1] << 3)) + (r[8 * k + 2] >> 2)
	   - r[8 * k + 3] + r[8 * k + 4] * 5u + (r[8 * k + 5] ^ r[8 * k + 6])
	   + (r[8 * k + 7] >> 7);
}
