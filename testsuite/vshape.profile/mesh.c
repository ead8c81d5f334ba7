/* The predicated loop of the calibration profile tests: a guarded
   ratio of two points read through a map, whose division predication
   moves.  At -march=haswell its vector body comes under 4/5 of the
   scalar loop's price with four scalar loads per indexed element (the
   built-in surcharge), not with ten.  Valid C and C++.  */
void
mesh_ratio (double *__restrict r, const double *__restrict px,
	    const double *__restrict py, const double *__restrict w,
	    const double *__restrict area, const int *__restrict map, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = map[k];
      double a = px[j] - w[k], b = py[j] + w[k];
      r[k] = area[k] < 1e-12 ? 0. : 4. * (px[j] * w[k] + py[j]) / (a * b);
    }
}
