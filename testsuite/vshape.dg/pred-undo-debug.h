/* A loop whose divergent branch holds another inside its arm: both are
   predicated, and both are undone when the vectorizer leaves the loop
   scalar.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

int
first_mismatch (const float *v, int lo, int n, float scale)
{
  for (int k = 0; k < 300; ++k)
    {
      float want;
      if (k < lo || k >= lo + n)
	want = k * 3 / 4;
      else if (lo <= 16)
	want = (float) (k * 3 / 4) * scale + (float) ((k - lo) * 3 / 4);
      else
	want = (float) (k * 3 / 4) + v[k - lo];
      if (want != v[k])
	return k;
    }
  return -1;
}
