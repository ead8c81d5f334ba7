/* A branch whose condition differs between lanes, its join, and a
   uniform branch: what the vshape pass reports for each value.  */

void
clamp_scale (float *restrict out, const float *restrict in, float limit,
	     int scale_on, int n)
{
  for (int i = 0; i < n; i++)
    {
      float v = in[i];
      if (v > limit)		/* divergent: depends on in[i] */
	v = limit;
      if (scale_on)		/* uniform: same in every lane */
	v = v * 0.5f;
      out[2 * i] = v;		/* strided store */
    }
}
